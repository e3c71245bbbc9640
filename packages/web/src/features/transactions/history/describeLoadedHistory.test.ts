import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeLoadedHistory } from './describeLoadedHistory'

describe('describeLoadedHistory', () => {
  it('never says "N of M" with M below N (the gateway count without the creation entry)', () => {
    expect(describeLoadedHistory({ loaded: 1, total: 0, hasMore: false, filtering: false })).toBe(
      'All 1 entry loaded; the CSV export holds them.',
    )
    // fast-check's counterexample once: one entry loaded, more pages, no count.
    expect(describeLoadedHistory({ loaded: 1, total: undefined, hasMore: true, filtering: false })).toBe(
      '1 entry loaded; more load as you scroll, and the CSV export holds the loaded ones.',
    )
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.option(fc.nat(5000), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        (loaded, total, hasMore, filtering) => {
          const text = describeLoadedHistory({ loaded, total, hasMore, filtering })
          const match = text.match(/([\d,]+) (?:entries|entry)?(?: loaded so far)? of ([\d,]+)/)
          if (match) expect(Number(match[2]!.replace(/,/g, ''))).toBeGreaterThan(Number(match[1]!.replace(/,/g, '')))
          expect(text).not.toMatch(/\b1 entries\b/)
        },
      ),
    )
  })

  it('gives the total while more pages exist', () => {
    expect(describeLoadedHistory({ loaded: 100, total: 1234, hasMore: true, filtering: false })).toBe(
      '100 of 1,234 entries loaded; more load as you scroll, and the CSV export holds the loaded ones.',
    )
    expect(describeLoadedHistory({ loaded: 100, total: 1234, hasMore: true, filtering: true })).toBe(
      'The gateway cannot filter the history, so these filters search the 100 entries loaded so far of 1,234; more load as you scroll.',
    )
    expect(describeLoadedHistory({ loaded: 5, total: 5, hasMore: false, filtering: true })).toBe(
      'The gateway cannot filter the history, so these filters search the 5 entries loaded so far.',
    )
  })
})
