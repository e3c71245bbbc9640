import type { SafeIndexingStatus } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { describeIndexingStatus } from './describeIndexingStatus'

const status = (
  history: Partial<SafeIndexingStatus['history']>,
  limits: SafeIndexingStatus['node']['limits'] = [],
): SafeIndexingStatus => ({
  history: { state: 'complete', completeBackToBlock: 0, completeBackToTimestamp: null, progress: 1, ...history },
  node: { limits },
})

describe('describeIndexingStatus', () => {
  it('says how far back the history is complete, with the share read, while it is read', () => {
    expect(
      describeIndexingStatus(
        status({
          state: 'backfilling',
          completeBackToBlock: 16_800_000,
          completeBackToTimestamp: '2023-03-12T10:11:12.000Z',
          progress: 0.4267,
        }),
        'Ethereum',
      ),
    ).toEqual({
      history:
        'History complete back to 12 Mar 2023; older transactions are still being read (42% done) and appear as they are found.',
      progress: 0.4267,
      limits: [],
    })
  })

  it('names the block when the gateway has no time for it, and says nothing is read yet before the first window', () => {
    const byBlock = describeIndexingStatus(
      status({ state: 'backfilling', completeBackToBlock: 1234567, completeBackToTimestamp: null, progress: 0 }),
      'Base',
    )
    expect(byBlock.history).toMatch(/^History complete back to block 1,234,567; .*\(0% done\)/)
    const queued = describeIndexingStatus(status({ state: 'queued', completeBackToBlock: null, progress: 0 }), 'Base')
    expect(queued.history).toMatch(/^This Safe's history is waiting to be read by the gateway/)
  })

  it('says nothing of a complete history, but names every limit of the node in words', () => {
    expect(describeIndexingStatus(status({}), 'Base')).toEqual({ history: null, progress: null, limits: [] })
    const limited = describeIndexingStatus(status({}, ['no-old-logs', 'no-tracing']), 'Base')
    expect(limited.history).toBeNull()
    expect(limited.limits).toEqual([
      expect.stringMatching(/^The Base node this gateway reads serves no logs of old blocks/),
      expect.stringMatching(/^The Base node this gateway reads cannot trace transactions/),
    ])
  })
})
