import { describe, expect, it } from 'vitest'
import { safeInfoFixture } from '../../testing/gatewayFixtures'
import { staleKindsFromTags } from './staleKindsFromTags'

describe('staleKindsFromTags', () => {
  const cached = safeInfoFixture({ txQueuedTag: '10', txHistoryTag: '20', collectiblesTag: '30', messagesTag: '40' })
  const same = { txQueuedTag: '10', txHistoryTag: '20', collectiblesTag: '30', messagesTag: '40' }

  it('finds nothing stale when the tags match', () => {
    expect(staleKindsFromTags(cached, same)).toEqual([])
  })

  it('names the kind of each tag that moved', () => {
    expect(staleKindsFromTags(cached, { ...same, txQueuedTag: '11' })).toEqual(['queue'])
    expect(
      staleKindsFromTags(cached, { ...same, txHistoryTag: '21', collectiblesTag: '31', messagesTag: '41' }),
    ).toEqual(['history', 'collectibles', 'messages'])
  })

  it('finds nothing stale before SafeInfo is loaded', () => {
    expect(staleKindsFromTags(undefined, { ...same, txQueuedTag: '11' })).toEqual([])
  })
})
