import type { TransactionListPage } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { queuedTransactionFixture } from '../../../testing/gatewayFixtures'
import { groupQueueItems } from './groupQueueItems'

const tx = (nonce: number, id: string) => queuedTransactionFixture(nonce, null, { id })
const page = (results: TransactionListPage['results']): TransactionListPage => ({
  count: results.length,
  next: null,
  previous: null,
  results,
})

describe('groupQueueItems', () => {
  it('keeps a conflicting group together across a page boundary (the gateway repeats no header)', () => {
    const entries = groupQueueItems([
      page([
        { type: 'LABEL', label: 'Next' },
        { type: 'TRANSACTION', transaction: tx(3, 'a'), conflictType: 'None' },
        { type: 'LABEL', label: 'Queued' },
        { type: 'CONFLICT_HEADER', nonce: 4 },
        { type: 'TRANSACTION', transaction: tx(4, 'b'), conflictType: 'HasNext' },
      ]),
      page([
        { type: 'TRANSACTION', transaction: tx(4, 'c'), conflictType: 'End' },
        { type: 'TRANSACTION', transaction: tx(5, 'd'), conflictType: 'None' },
      ]),
    ])
    expect(
      entries.map((entry) =>
        entry.kind === 'label'
          ? entry.label
          : { nonce: entry.nonce, conflict: entry.conflict, ids: entry.transactions.map((t) => t.id) },
      ),
    ).toEqual([
      'Next',
      { nonce: 3, conflict: false, ids: ['a'] },
      'Queued',
      { nonce: 4, conflict: true, ids: ['b', 'c'] },
      { nonce: 5, conflict: false, ids: ['d'] },
    ])
  })

  it('is empty for an empty queue', () => {
    expect(groupQueueItems([page([])])).toEqual([])
  })
})
