import type { TransactionListPage } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { OWNERS, queuedTransactionFixture, queuePageFixture } from '../../../testing/gatewayFixtures'
import { selectBatchCandidates } from './selectBatchCandidates'

const ready = (nonce: number) => queuedTransactionFixture(nonce, null, { id: `ready-${nonce}` })
const unsigned = (nonce: number) => queuedTransactionFixture(nonce, [OWNERS[1]], { id: `short-${nonce}` })
const ids = (pages: TransactionListPage[], safeNonce: number | undefined) =>
  selectBatchCandidates(pages, safeNonce).map(({ id }) => id)

describe('selectBatchCandidates', () => {
  it('takes the ready run from the Safe’s next nonce up to the first transaction still short of confirmations', () => {
    const pages = [queuePageFixture([ready(3), ready(4), ready(5), unsigned(6), ready(7)])]
    expect(ids(pages, 3)).toEqual(['ready-3', 'ready-4', 'ready-5'])
  })

  it('offers nothing for a single ready transaction, a run not at the next nonce, or an unknown nonce', () => {
    expect(ids([queuePageFixture([ready(3), unsigned(4), ready(5)])], 3)).toEqual([])
    expect(ids([queuePageFixture([ready(4), ready(5)])], 3)).toEqual([])
    expect(ids([queuePageFixture([ready(3), ready(4)])], undefined)).toEqual([])
  })

  it('skips what the Safe has passed and stops at competing proposals for one nonce', () => {
    const page: TransactionListPage = {
      count: 5,
      next: null,
      previous: null,
      results: [
        { type: 'TRANSACTION', transaction: ready(2), conflictType: 'None' },
        { type: 'TRANSACTION', transaction: ready(3), conflictType: 'None' },
        { type: 'TRANSACTION', transaction: ready(4), conflictType: 'None' },
        { type: 'CONFLICT_HEADER', nonce: 5 },
        { type: 'TRANSACTION', transaction: ready(5), conflictType: 'HasNext' },
        { type: 'TRANSACTION', transaction: queuedTransactionFixture(5, null, { id: 'other-5' }), conflictType: 'End' },
      ],
    }
    expect(ids([page], 3)).toEqual(['ready-3', 'ready-4'])
  })
})
