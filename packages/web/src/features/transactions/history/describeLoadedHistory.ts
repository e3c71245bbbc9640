/** What the history screen knows about how much of the history it has loaded. */
export interface LoadedHistory {
  /** Entries loaded so far (transactions, transfers and the creation). */
  loaded: number
  /** The gateway's `count` of the first page, when it gave one. */
  total: number | undefined
  /** Whether the gateway has more pages. */
  hasMore: boolean
  /** Whether the filters are in use. */
  filtering: boolean
}

const number = (value: number) => value.toLocaleString('en-US')
const entries = (count: number) => `${number(count)} ${count === 1 ? 'entry' : 'entries'}`

/**
 * The line above the history saying what the filters and the CSV export work on. The gateway's count is only a
 * hint (its creation entry and transfers appended while the list loads are not always in it), so "N of M" is said
 * only while more pages exist and M is larger than N: never "1 of 0 entries loaded".
 */
export function describeLoadedHistory({ loaded, total, hasMore, filtering }: LoadedHistory): string {
  const ofTotal = hasMore && total !== undefined && total > loaded ? ` of ${number(total)}` : ''
  if (filtering)
    return `The gateway cannot filter the history, so these filters search the ${entries(loaded)} loaded so far${ofTotal}${hasMore ? '; more load as you scroll' : ''}.`
  if (!hasMore) return `All ${entries(loaded)} loaded; the CSV export holds them.`
  const counted = ofTotal ? `${number(loaded)}${ofTotal} entries` : entries(loaded)
  return `${counted} loaded; more load as you scroll, and the CSV export holds the loaded ones.`
}
