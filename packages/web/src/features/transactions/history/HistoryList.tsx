import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { HistoryRow } from './historyRows'

/** Heights in pixels a closed row is laid out with (the CSS fixes them, so closed rows are never measured). */
export const HISTORY_DATE_ROW_HEIGHT = 40
export const HISTORY_TRANSACTION_ROW_HEIGHT = 64
/** Rows rendered beyond the visible ones on each side, so a fast scroll shows no gap. */
const OVERSCAN = 4
/** Start loading the next page when the last rendered row is this close to the end. */
const LOAD_AHEAD_ROWS = 20

/** What {@link HistoryListProps.renderTransaction} is told about its row's expansion. */
export interface HistoryRowExpansion {
  expanded: boolean
  onToggle: () => void
}

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  rows: readonly HistoryRow[]
  /** More entries exist on the gateway; the list asks for them as the end comes into view. */
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  renderDate: (timestamp: number) => ReactNode
  renderTransaction: (row: Extract<HistoryRow, { kind: 'transaction' }>, expansion: HistoryRowExpansion) => ReactNode
}

/**
 * The history as a virtualized list (@tanstack/react-virtual): whatever its length, only the rows in view (and a few
 * around them) are in the DOM, and the next page loads before the end is reached. Closed rows have fixed heights; an
 * opened row is measured as it is drawn and again whenever its content grows (its details arriving), and the rows
 * below move with it. Which rows are open is kept here, by key, so an opened row scrolled out of view and back is
 * still open. The row holding the keyboard's focus stays in the DOM however far the list scrolls, so focus is never
 * dropped to the page.
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
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const [focusedKey, setFocusedKey] = useState<string | null>(null)
  const count = rows.length + (hasMore ? 1 : 0)
  const closedHeight = (index: number) =>
    rows[index]?.kind === 'date' ? HISTORY_DATE_ROW_HEIGHT : HISTORY_TRANSACTION_ROW_HEIGHT
  const focusedIndex = focusedKey === null ? -1 : rows.findIndex((row) => row.key === focusedKey)
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (focusedIndex < 0 || indexes.includes(focusedIndex)) return indexes
      return [...indexes, focusedIndex].sort((a, b) => a - b)
    },
    [focusedIndex],
  )
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: closedHeight,
    getItemKey: (index) => rows[index]?.key ?? 'loader',
    overscan: OVERSCAN,
    rangeExtractor,
    // Only an opened row is measured; a closed one is the height its CSS fixes (no layout read while scrolling).
    measureElement: (element, entry, instance) =>
      element instanceof HTMLElement && element.dataset.expanded !== undefined
        ? measuredHeight(element, entry)
        : closedHeight(instance.indexFromElement(element)),
  })
  // Two ref callbacks, one for opened rows and one for closed: React calls a row's ref again when it switches between
  // them, so a row is measured anew the moment it opens or closes, not only when it mounts.
  const measureOpened = useCallback((node: Element | null) => virtualizer.measureElement(node), [virtualizer])
  const measureClosed = useCallback((node: Element | null) => virtualizer.measureElement(node), [virtualizer])
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - LOAD_AHEAD_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, rows.length, onLoadMore])

  const toggle = (key: string, index: number) => {
    const next = new Set(expanded)
    // A row that closes takes its fixed height again at once, even while the list scrolls (when a measurement waits).
    if (next.delete(key)) virtualizer.resizeItem(index, HISTORY_TRANSACTION_ROW_HEIGHT)
    else next.add(key)
    setExpanded(next)
  }

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const item = (event.target as Element).closest<HTMLElement>('[data-key]')
    setFocusedKey(item?.dataset.key ?? null)
  }
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedKey(null)
  }

  return (
    <div ref={scrollRef} className="transactions-history__scroller" data-testid="history-scroller">
      <ul
        aria-label="Transaction history"
        className="transactions-history__canvas"
        style={
          {
            height: virtualizer.getTotalSize(),
            '--history-row-height': `${HISTORY_TRANSACTION_ROW_HEIGHT}px`,
          } as CSSProperties
        }
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {items.map((item) => {
          const row = rows[item.index]
          const open = row?.kind === 'transaction' && expanded.has(row.key)
          return (
            <li
              key={item.key}
              ref={open ? measureOpened : measureClosed}
              data-index={item.index}
              data-key={item.key}
              data-expanded={open ? '' : undefined}
              aria-setsize={hasMore ? -1 : rows.length}
              aria-posinset={item.index + 1}
              className={
                row?.kind === 'date'
                  ? 'transactions-history__item transactions-history__item--date'
                  : open
                    ? 'transactions-history__item transactions-history__item--open'
                    : 'transactions-history__item'
              }
              data-testid={row ? `history-${row.kind}` : 'history-loader'}
              style={{ height: open ? undefined : item.size, transform: `translateY(${item.start}px)` }}
            >
              {!row ? (
                <span className="transactions-history__loader" role="status">
                  Loading more…
                </span>
              ) : row.kind === 'date' ? (
                renderDate(row.timestamp)
              ) : (
                renderTransaction(row, { expanded: open, onToggle: () => toggle(row.key, item.index) })
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** An opened row's height: the observer's border box when it reports one, else the element's own. */
function measuredHeight(element: HTMLElement, entry: ResizeObserverEntry | undefined): number {
  const box = entry?.borderBoxSize?.[0]
  return box ? Math.round(box.blockSize) : element.offsetHeight
}
