import { encodeMultiSend } from '@strongroom/protocol'
import { encodeFunctionData, erc20Abi, erc721Abi, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses } from '../testing/mappingFixtures'
import { createCallDataDecoder } from './createCallDataDecoder'
import { builtInAbis } from './knownAbis'

const { stranger, owner1, erc721 } = fixtureAddresses
const decoder = createCallDataDecoder([
  ...builtInAbis,
  {
    name: 'Vault',
    abi: parseAbi(['function deposit(bool lock, bytes32 tag, (address who, uint256[] amounts) order)']),
  },
])

describe('createCallDataDecoder', () => {
  it('writes values as the transaction service does: decimal, hex, True/False, tuples as lists', () => {
    const data = encodeFunctionData({
      abi: parseAbi(['function deposit(bool lock, bytes32 tag, (address who, uint256[] amounts) order)']),
      args: [true, `0x${'AB'.repeat(32)}`, { who: stranger, amounts: [1n, 2n] }],
    })
    expect(decoder.decode(data)).toEqual({
      ok: true,
      dataDecoded: {
        method: 'deposit',
        parameters: [
          { name: 'lock', type: 'bool', value: 'True' },
          { name: 'tag', type: 'bytes32', value: `0x${'ab'.repeat(32)}` },
          { name: 'order', type: '(address,uint256[])', value: [stranger, ['1', '2']] },
        ],
      },
    })
  })

  it('names transferFrom parameters after the token standard of the target', () => {
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'transferFrom', args: [owner1, stranger, 9n] })
    const asErc721 = decoder.decode(data, { to: erc721, tokenTypeOf: () => 'ERC721' })
    const asErc20 = decoder.decode(data, { to: erc721, tokenTypeOf: () => 'ERC20' })
    // viem's ERC-721 ABI names them sender/recipient/tokenId, its ERC-20 ABI sender/recipient/amount.
    expect(asErc721.ok && asErc721.dataDecoded.parameters?.map((parameter) => parameter.name)).toEqual([
      'sender',
      'recipient',
      'tokenId',
    ])
    expect(asErc20.ok && asErc20.dataDecoded.parameters?.map((parameter) => parameter.name)).toEqual([
      'sender',
      'recipient',
      'amount',
    ])
  })

  it('unpacks nested MultiSend batches', () => {
    const inner = encodeMultiSend([{ operation: 0, to: stranger, value: 1n, data: '0x' }])
    const outer = encodeMultiSend([{ operation: 1, to: owner1, value: 0n, data: inner }])
    const result = decoder.decode(outer)
    expect(result.ok && result.dataDecoded.parameters?.[0]?.valueDecoded).toEqual([
      {
        operation: 1,
        to: owner1,
        value: '0',
        data: inner,
        dataDecoded: {
          method: 'multiSend',
          parameters: [
            {
              name: 'transactions',
              type: 'bytes',
              value: expect.stringMatching(/^0x00/),
              valueDecoded: [{ operation: 0, to: stranger, value: '1', data: null, dataDecoded: null }],
            },
          ],
        },
      },
    ])
  })

  it('tells a short input, an unknown selector and undecodable arguments apart', () => {
    expect(decoder.decode('0x1234')).toEqual({ ok: false, reason: 'TOO_SHORT', selector: null })
    expect(decoder.decode('0xdeadbeef')).toEqual({ ok: false, reason: 'UNKNOWN_SELECTOR', selector: '0xdeadbeef' })
    const truncated = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 1n] }).slice(0, 40)
    expect(decoder.decode(truncated as `0x${string}`)).toEqual({
      ok: false,
      reason: 'MALFORMED',
      selector: '0xa9059cbb',
    })
  })
})
