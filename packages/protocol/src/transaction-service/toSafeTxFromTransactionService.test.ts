import { describe, expect, it } from 'vitest'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import { safeTxVectors } from '../testing/safeHashVectors'
import { toSafeTxFromTransactionService } from './toSafeTxFromTransactionService'
import { toTransactionServiceTxFields } from './toTransactionServiceTxFields'
import { transactionServiceTransactionSchema } from './transactionServiceTransactionSchema'

/** A vector's SafeTx as a transaction service lists it. */
function asListed(vector: (typeof safeTxVectors)[number]) {
  return {
    safe: vector.safeAddress,
    ...toTransactionServiceTxFields(vector.tx),
    safeTxHash: vector.safeTxHash,
    proposer: vector.tx.to,
    submissionDate: '2026-03-12T10:00:00.123456Z',
    isExecuted: false,
    origin: 'null',
    confirmations: [],
    dataDecoded: null,
    trusted: true,
  }
}

describe('toSafeTxFromTransactionService', () => {
  it.each(safeTxVectors)('gives back the SafeTx whose hash the contract computed: $name', (vector) => {
    const record = transactionServiceTransactionSchema.parse(asListed(vector))
    const tx = toSafeTxFromTransactionService(record)
    expect(tx).toEqual(vector.tx)
    expect(getSafeTxHash({ chainId: vector.chainId, safeAddress: vector.safeAddress, tx })).toBe(vector.safeTxHash)
  })

  it('reads the v1 shape too (nonce and gas values as JSON numbers)', () => {
    const vector = safeTxVectors[0]!
    const record = transactionServiceTransactionSchema.parse({
      ...asListed(vector),
      nonce: 7,
      safeTxGas: 0,
      baseGas: 0,
    })
    expect(toSafeTxFromTransactionService(record).nonce).toBe(7n)
  })

  it('refuses a record whose fields do not fit their types', () => {
    const vector = safeTxVectors[0]!
    for (const broken of [
      { value: '-1' },
      { operation: 2 },
      { to: '0x70997970c51812dc3a010c7d01b50e0d17dc79C8' },
      { safeTxHash: '0x12' },
      { confirmations: [{ owner: vector.safeAddress, signature: '0xzz' }] },
    ])
      expect(transactionServiceTransactionSchema.safeParse({ ...asListed(vector), ...broken }).success).toBe(false)
  })
})
