import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { safeTxVectors } from '../testing/safeHashVectors'
import { createSafeTx } from './createSafeTx'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createSafeTx', () => {
  it('fills in a plain call without gas refund', () => {
    // The vectors write their SafeTx out field by field.
    for (const { tx } of safeTxVectors)
      expect(createSafeTx({ to: tx.to, value: tx.value, nonce: tx.nonce })).toEqual(tx)
  })

  it('keeps every field given, zeros included', () => {
    const fields = {
      to,
      value: 5n,
      data: '0xdeadbeef',
      operation: 1,
      safeTxGas: 1n,
      baseGas: 2n,
      gasPrice: 3n,
      gasToken: to,
      refundReceiver: to,
      nonce: 0n,
    } as const
    expect(createSafeTx(fields)).toEqual(fields)
  })

  it('refuses a field that does not fit its Solidity type, naming it', () => {
    expect(() => createSafeTx({ to, nonce: -1n })).toThrow(InvalidInputError)
    expect(() => createSafeTx({ to, nonce: -1n })).toThrow('SafeTx.nonce must be a uint256 bigint.')
    expect(() => createSafeTx({ to: '0x1234', nonce: 0n })).toThrow('SafeTx.to is not a valid address.')
  })
})
