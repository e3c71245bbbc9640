import type { SafeIndexingStatus } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { INDEXING_POLLING_MS, indexingRefetchInterval } from './safeIndexingStatusQuery'

const status = (state: SafeIndexingStatus['history']['state']): SafeIndexingStatus => ({
  history: { state, completeBackToBlock: null, completeBackToTimestamp: null, progress: 0 },
  node: { limits: [] },
})

describe('indexingRefetchInterval', () => {
  it('reads the status again while the history is read, and stops once complete or after a failure', () => {
    expect(indexingRefetchInterval({ state: { status: 'pending' } })).toBe(INDEXING_POLLING_MS)
    expect(indexingRefetchInterval({ state: { status: 'success', data: status('queued') } })).toBe(INDEXING_POLLING_MS)
    expect(indexingRefetchInterval({ state: { status: 'success', data: status('backfilling') } })).toBe(
      INDEXING_POLLING_MS,
    )
    expect(indexingRefetchInterval({ state: { status: 'success', data: status('complete') } })).toBe(false)
    // A Safe the gateway does not follow (404) is not asked about every few seconds for ever.
    expect(indexingRefetchInterval({ state: { status: 'error' } })).toBe(false)
  })
})
