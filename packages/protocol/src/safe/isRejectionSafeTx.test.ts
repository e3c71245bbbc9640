import fc from 'fast-check'
import { type Address, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createRejectionSafeTx } from './createRejectionSafeTx'
import { isRejectionSafeTx } from './isRejectionSafeTx'
import type { SafeTx } from './SafeTx'

const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const other: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('isRejectionSafeTx', () => {
  it('recognises the rejection createRejectionSafeTx makes, whatever the nonce and the address case', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n }), (nonce) => {
        const tx = createRejectionSafeTx({ safe, nonce })
        expect(tx).toMatchObject({ to: safe, value: 0n, data: '0x', operation: 0, nonce })
        expect(isRejectionSafeTx({ safe: safe.toLowerCase() as Address, tx })).toBe(true)
      }),
    )
  })

  it.each<[string, Partial<SafeTx>]>([
    ['another target', { to: other }],
    ['value', { value: 1n }],
    ['data', { data: '0x00' }],
    ['a delegatecall', { operation: 1 }],
    ['safeTxGas', { safeTxGas: 1n }],
    ['baseGas', { baseGas: 1n }],
    ['gasPrice', { gasPrice: 1n }],
    ['a gas token', { gasToken: getAddress(other) }],
    ['a refund receiver', { refundReceiver: other }],
  ])('does not count a call with %s', (_, change) => {
    expect(isRejectionSafeTx({ safe, tx: { ...createRejectionSafeTx({ safe, nonce: 3n }), ...change } })).toBe(false)
  })
})
