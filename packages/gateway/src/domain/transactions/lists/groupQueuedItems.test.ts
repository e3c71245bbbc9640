import type { TransactionListItem, TransactionSummary } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { groupQueuedItems, type QueuedEntry } from './groupQueuedItems'

function summary(id: string): TransactionSummary {
  return {
    id,
    timestamp: 0,
    txStatus: 'AWAITING_CONFIRMATIONS',
    txInfo: {
      type: 'Custom',
      humanDescription: null,
      to: { value: '0x0000000000000000000000000000000000000001', name: null, logoUri: null },
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: false,
    },
    executionInfo: null,
    safeAppInfo: null,
    txHash: null,
  }
}

function entries(...nonces: number[]): QueuedEntry[] {
  return nonces.map((nonce, index) => ({ nonce, summary: summary(`tx${index}-n${nonce}`) }))
}

/** The items reduced to readable tokens: labels, headers and `<id>:<conflictType>`. */
function shape(items: TransactionListItem[]): string[] {
  return items.map((item) => {
    if (item.type === 'LABEL') return item.label
    if (item.type === 'CONFLICT_HEADER') return `header ${item.nonce}`
    if (item.type === 'TRANSACTION') return `${item.transaction.id}:${item.conflictType}`
    return 'date'
  })
}

describe('groupQueuedItems', () => {
  it('reproduces the docs/gateway-api.md §4.9 example for Safe nonce 1', () => {
    const items = groupQueuedItems({
      entries: entries(1, 1, 2, 2, 3, 4),
      safeNonce: 1,
      previousPageLastNonce: null,
      nextPageFirstNonce: null,
    })
    expect(items).toEqual([
      { type: 'LABEL', label: 'Next' },
      { type: 'CONFLICT_HEADER', nonce: 1 },
      { type: 'TRANSACTION', transaction: summary('tx0-n1'), conflictType: 'HasNext' },
      { type: 'TRANSACTION', transaction: summary('tx1-n1'), conflictType: 'End' },
      { type: 'LABEL', label: 'Queued' },
      { type: 'CONFLICT_HEADER', nonce: 2 },
      { type: 'TRANSACTION', transaction: summary('tx2-n2'), conflictType: 'HasNext' },
      { type: 'TRANSACTION', transaction: summary('tx3-n2'), conflictType: 'End' },
      { type: 'TRANSACTION', transaction: summary('tx4-n3'), conflictType: 'None' },
      { type: 'TRANSACTION', transaction: summary('tx5-n4'), conflictType: 'None' },
    ])
  })

  it('starts with Queued when nothing waits at the Safe nonce', () => {
    expect(
      shape(
        groupQueuedItems({
          entries: entries(3, 5),
          safeNonce: 1,
          previousPageLastNonce: null,
          nextPageFirstNonce: null,
        }),
      ),
    ).toEqual(['Queued', 'tx0-n3:None', 'tx1-n5:None'])
  })

  it('keeps a group that runs past the page open: header, and HasNext on its last item', () => {
    expect(
      shape(
        groupQueuedItems({ entries: entries(1, 2), safeNonce: 1, previousPageLastNonce: null, nextPageFirstNonce: 2 }),
      ),
    ).toEqual(['Next', 'tx0-n1:None', 'Queued', 'header 2', 'tx1-n2:HasNext'])
    expect(
      shape(
        groupQueuedItems({
          entries: entries(1, 2, 2),
          safeNonce: 1,
          previousPageLastNonce: null,
          nextPageFirstNonce: 2,
        }),
      ),
    ).toEqual(['Next', 'tx0-n1:None', 'Queued', 'header 2', 'tx1-n2:HasNext', 'tx2-n2:HasNext'])
  })

  it('continues the previous page’s group without header or label', () => {
    // Page 2: the first entry is the extra one read before the page; its nonce is the previous page's last.
    expect(
      shape(
        groupQueuedItems({
          entries: entries(2, 2, 3),
          safeNonce: 1,
          previousPageLastNonce: 2,
          nextPageFirstNonce: null,
        }),
      ),
    ).toEqual(['tx0-n2:HasNext', 'tx1-n2:End', 'tx2-n3:None'])
    expect(
      shape(
        groupQueuedItems({ entries: entries(2, 3), safeNonce: 1, previousPageLastNonce: 2, nextPageFirstNonce: null }),
      ),
    ).toEqual(['tx0-n2:End', 'tx1-n3:None'])
  })

  it('labels Next on a later page when the previous page ended below the Safe nonce', () => {
    expect(
      shape(
        groupQueuedItems({ entries: entries(1, 2), safeNonce: 2, previousPageLastNonce: 1, nextPageFirstNonce: null }),
      ),
    ).toEqual(['tx0-n1:End', 'Next', 'tx1-n2:None'])
  })

  it('groups by nonce even when the input interleaves them', () => {
    expect(
      shape(
        groupQueuedItems({
          entries: entries(2, 1, 2),
          safeNonce: 1,
          previousPageLastNonce: null,
          nextPageFirstNonce: null,
        }),
      ),
    ).toEqual(['Next', 'tx1-n1:None', 'Queued', 'header 2', 'tx0-n2:HasNext', 'tx2-n2:End'])
  })

  it('returns nothing for an empty queue', () => {
    expect(
      groupQueuedItems({ entries: [], safeNonce: 0, previousPageLastNonce: null, nextPageFirstNonce: null }),
    ).toEqual([])
  })
})
