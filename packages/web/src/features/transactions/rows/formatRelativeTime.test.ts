import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime'

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(NOW, NOW, 'en')).toBe('now')
    expect(formatRelativeTime(NOW - 30 * SECOND, NOW, 'en')).toBe('30 seconds ago')
    expect(formatRelativeTime(NOW - 5 * MINUTE, NOW, 'en')).toBe('5 minutes ago')
    expect(formatRelativeTime(NOW - 3 * HOUR - 59 * MINUTE, NOW, 'en')).toBe('3 hours ago')
    expect(formatRelativeTime(NOW - DAY, NOW, 'en')).toBe('yesterday')
    expect(formatRelativeTime(NOW - 12 * DAY, NOW, 'en')).toBe('12 days ago')
    expect(formatRelativeTime(NOW - 65 * DAY, NOW, 'en')).toBe('2 months ago')
    expect(formatRelativeTime(NOW - 800 * DAY, NOW, 'en')).toBe('2 years ago')
    expect(formatRelativeTime(NOW + 2 * HOUR, NOW, 'en')).toBe('in 2 hours')
  })

  it('never says a past time is in the future, whatever the distance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 * 365 * DAY }), (ago) => {
        expect(formatRelativeTime(NOW - ago, NOW, 'en')).not.toMatch(/^in /)
      }),
    )
  })
})
