import { describe, expect, it } from 'vitest'
import { getMultisigTransactionStatus } from './getMultisigTransactionStatus'

const queued = { executed: null, nonce: 3n, safeNonce: 3n, confirmationsSubmitted: 1, confirmationsRequired: 2 }

describe('getMultisigTransactionStatus', () => {
  it('reports an execution by its outcome, whatever the nonce or confirmations', () => {
    expect(getMultisigTransactionStatus({ ...queued, executed: { isSuccessful: true }, safeNonce: 9n })).toBe('SUCCESS')
    expect(getMultisigTransactionStatus({ ...queued, executed: { isSuccessful: false } })).toBe('FAILED')
  })

  it('cancels an unexecuted transaction whose nonce the Safe has passed, even fully confirmed', () => {
    expect(getMultisigTransactionStatus({ ...queued, safeNonce: 4n, confirmationsSubmitted: 2 })).toBe('CANCELLED')
  })

  it('waits for confirmations, then for execution', () => {
    expect(getMultisigTransactionStatus(queued)).toBe('AWAITING_CONFIRMATIONS')
    expect(getMultisigTransactionStatus({ ...queued, confirmationsSubmitted: 2 })).toBe('AWAITING_EXECUTION')
    expect(getMultisigTransactionStatus({ ...queued, nonce: 7n, confirmationsSubmitted: 3 })).toBe('AWAITING_EXECUTION')
  })
})
