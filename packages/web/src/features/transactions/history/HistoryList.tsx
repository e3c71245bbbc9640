import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useEffect, useRef } from 'react'
import type { HistoryRow } from './historyRows'

/** Heights in pixels the rows are laid out with (the CSS fixes them, so nothing needs measuring). */
export const HISTORY_DATE_ROW_HEIGHT = 40
export const HISTORY_TRANSACTION_ROW_HEIGHT = 64
/** Rows rendered beyond the visible ones on each side, so a fast scroll shows no gap. */
const OVERSCAN = 4
/** Start loading the next page when the last rendered row is this close to the end. */
const LOAD_AHEAD_ROWS = 20

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  rows: readonly HistoryRow[]
  /** More entries exist on the gateway; the list asks for them as the end comes into view. */
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  renderDate: (timestamp: number) => ReactNode
  renderTransaction: (row: Extract<HistoryRow, { kind: 'transaction' }>) => ReactNode
}

/**
 * The history as a virtualized list (@tanstack/react-virtual): whatever its length, only the rows in view (and a few
 * around them) are in the DOM, and the next page loads before the end is reached.
 */
export function HistoryList({
  rows,
  hasMore,
  loadingMore,
  onLoadMore,
  renderDate,
  renderTransaction,
}: HistoryListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const count = rows.length + (hasMore ? 1 : 0)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'date' ? HISTORY_DATE_ROW_HEIGHT : HISTORY_TRANSACTION_ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? 'loader',
    overscan: OVERSCAN,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - LOAD_AHEAD_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore])

  return (
    <div ref={scrollRef} className="transactions-history__scroller" data-testid="history-scroller">
      <ul
        aria-label="Transaction history"
        className="transactions-history__canvas"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const row = rows[item.index]
          return (
            <li
              key={item.key}
              aria-setsize={hasMore ? -1 : rows.length}
              aria-posinset={item.index + 1}
              className={
                row?.kind === 'date'
                  ? 'transactions-history__item transactions-history__item--date'
                  : 'transactions-history__item'
              }
              data-testid={row ? `history-${row.kind}` : 'history-loader'}
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              {!row ? (
                <span className="transactions-history__loader" role="status">
                  Loading more…
                </span>
              ) : row.kind === 'date' ? (
                renderDate(row.timestamp)
              ) : (
                renderTransaction(row)
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
