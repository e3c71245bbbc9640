import { type Address, encodeAbiParameters, type Hex, pad, toEventSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeBalanceChangesOf } from './safeBalanceChangesOf'

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nft: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const native: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

const topic = (address: Address) => pad(address.toLowerCase() as Hex, { size: 32 })
const amount = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
const fungible = (address: Address, from: Address, to: Address, value: bigint) => ({
  address,
  topics: [TRANSFER, topic(from), topic(to)] as [Hex, ...Hex[]],
  data: amount(value),
})

describe('safeBalanceChangesOf', () => {
  it('sums native and ERC-20 transfers in and out of the Safe per asset', () => {
    expect(
      safeBalanceChangesOf(safe, [
        fungible(native, safe, bob, 7n),
        fungible(token, safe, bob, 10n),
        fungible(token, bob, safe, 3n),
        fungible(token, bob, token, 99n),
      ]),
    ).toEqual([
      { kind: 'native', delta: -7n },
      { kind: 'erc20', token, delta: -7n },
    ])
  })

  it('lists each ERC-721 token leaving or reaching the Safe, and drops changes that cancel out', () => {
    expect(
      safeBalanceChangesOf(safe, [
        { address: nft, topics: [TRANSFER, topic(safe), topic(bob), pad('0x2', { size: 32 })], data: '0x' },
        { address: nft, topics: [TRANSFER, topic(bob), topic(safe), pad('0x5', { size: 32 })], data: '0x' },
        fungible(token, safe, bob, 4n),
        fungible(token, bob, safe, 4n),
        {
          address: token,
          topics: [toEventSelector('Approval(address,address,uint256)'), topic(safe), topic(bob)],
          data: amount(1n),
        },
      ]),
    ).toEqual([
      { kind: 'erc721', token: nft, tokenId: 2n, delta: -1n },
      { kind: 'erc721', token: nft, tokenId: 5n, delta: 1n },
    ])
  })
})
