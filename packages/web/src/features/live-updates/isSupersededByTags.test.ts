import { describe, expect, it } from 'vitest'
import { isSupersededByTags } from './isSupersededByTags'

const before = { txQueuedTag: '100', txHistoryTag: '200', collectiblesTag: '300', messagesTag: '0' }
const queueKey = ['gateway', 'http://gw.test', 'queued', 1337, '0xSafe', '100', '200']

describe('isSupersededByTags', () => {
  it('is true for a list keyed by a tag that moved', () => {
    expect(isSupersededByTags(queueKey, before, { ...before, txQueuedTag: '101' })).toBe(true)
    expect(isSupersededByTags(queueKey, before, { ...before, txHistoryTag: '201' })).toBe(true)
  })

  it('is false when its tags stayed, or for a list without tags in its key', () => {
    expect(isSupersededByTags(queueKey, before, { ...before, collectiblesTag: '301' })).toBe(false)
    expect(isSupersededByTags(queueKey, before, before)).toBe(false)
    const balancesKey = ['gateway', 'http://gw.test', 'balances', 1337, '0xSafe', 'USD', false]
    expect(isSupersededByTags(balancesKey, before, { ...before, txQueuedTag: '101' })).toBe(false)
  })

  it('does not guess when the moved value is also the value of a tag that stayed', () => {
    const same = { txQueuedTag: '0', txHistoryTag: '0', collectiblesTag: '0', messagesTag: '0' }
    const collectiblesKey = ['gateway', 'http://gw.test', 'collectibles', 1337, '0xSafe', '0']
    expect(isSupersededByTags(collectiblesKey, same, { ...same, txQueuedTag: '5' })).toBe(false)
  })

  it('is false without SafeInfo before or after', () => {
    expect(isSupersededByTags(queueKey, undefined, before)).toBe(false)
    expect(isSupersededByTags(queueKey, before, undefined)).toBe(false)
  })

  it('ignores the fixed part of the key', () => {
    const key = ['gateway', 'http://gw.test', 'queued', 1337, '100']
    expect(isSupersededByTags(key, before, { ...before, txQueuedTag: '101' })).toBe(false)
  })
})
