import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { thrownBy } from '../testing/thrownBy'
import { createSafeTx } from './createSafeTx'
import { assertSafeTx, type SafeTx } from './SafeTx'

const tx = createSafeTx({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, data: '0xdeadbeef', nonce: 7n })

const failure = (bad: Record<string, unknown>) =>
  thrownBy(() => assertSafeTx({ ...tx, ...bad } as SafeTx), InvalidInputError)

describe('assertSafeTx', () => {
  it('accepts a well-formed SafeTx, including the uint256 bounds', () => {
    expect(() => assertSafeTx(tx)).not.toThrow()
    expect(() => assertSafeTx({ ...tx, value: maxUint256, nonce: 0n, operation: 1, data: '0x' })).not.toThrow()
  })

  it('names the offending address field and rejects bad checksums', () => {
    expect(failure({ to: '0x1234' }).details).toEqual({ field: 'to', value: '0x1234' })
    // valid hex, wrong EIP-55 casing
    expect(failure({ refundReceiver: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' }).message).toBe(
      'SafeTx.refundReceiver is not a valid address.',
    )
  })

  it('rejects negative, oversized and non-bigint numbers', () => {
    expect(failure({ value: -1n }).details).toEqual({ field: 'value', value: -1n })
    expect(failure({ nonce: maxUint256 + 1n }).message).toBe('SafeTx.nonce must be a uint256 bigint.')
    expect(failure({ safeTxGas: 5 }).details.field).toBe('safeTxGas')
  })

  it('rejects operations other than CALL and DELEGATECALL', () => {
    expect(failure({ operation: 2 }).message).toBe('SafeTx.operation must be 0 (CALL) or 1 (DELEGATECALL).')
  })

  it('rejects data that is not whole bytes of hex', () => {
    expect(failure({ data: '0xabc' }).details.field).toBe('data')
    expect(failure({ data: 'deadbeef' }).details.field).toBe('data')
  })
})
