import { describe, expect, it } from 'vitest'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import { isSupersededByTags } from './isSupersededByTags'

const scope = {
  gatewayUrl: 'http://gw.test',
  chainId: 1337,
  safe: '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172',
} as const
const before = { txQueuedTag: '100', txHistoryTag: '200', collectiblesTag: '300', messagesTag: '0' }
const queueKey = gatewayKeys.queued(scope, { txQueuedTag: '100', txHistoryTag: '200' })

describe('isSupersededByTags', () => {
  it('is true for a list keyed by a tag that moved', () => {
    expect(isSupersededByTags(queueKey, before, { ...before, txQueuedTag: '101' })).toBe(true)
    expect(isSupersededByTags(queueKey, before, { ...before, txHistoryTag: '201' })).toBe(true)
  })

  it('is false when its tags stayed, or for a list without tags in its key', () => {
    expect(isSupersededByTags(queueKey, before, { ...before, collectiblesTag: '301' })).toBe(false)
    expect(isSupersededByTags(queueKey, before, before)).toBe(false)
    const balancesKey = gatewayKeys.balances(scope, { currency: 'USD', trusted: false })
    expect(isSupersededByTags(balancesKey, before, { ...before, txQueuedTag: '101' })).toBe(false)
  })

  it('goes by the tag names, not their values: another tag moving from the same value proves nothing', () => {
    const same = { txQueuedTag: '0', txHistoryTag: '0', collectiblesTag: '0', messagesTag: '0' }
    const collectiblesKey = gatewayKeys.collectibles(scope, { collectiblesTag: '0' })
    expect(isSupersededByTags(collectiblesKey, same, { ...same, txQueuedTag: '5' })).toBe(false)
    expect(isSupersededByTags(collectiblesKey, same, { ...same, collectiblesTag: '5' })).toBe(true)
  })

  it('is false for a key built before SafeInfo was known (no tag values), or without SafeInfo before or after', () => {
    const early = gatewayKeys.queued(scope, { txQueuedTag: undefined, txHistoryTag: undefined })
    expect(isSupersededByTags(early, before, { ...before, txQueuedTag: '101' })).toBe(false)
    expect(isSupersededByTags(queueKey, undefined, before)).toBe(false)
    expect(isSupersededByTags(queueKey, before, undefined)).toBe(false)
  })
})
