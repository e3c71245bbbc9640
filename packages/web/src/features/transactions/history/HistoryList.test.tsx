import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { executedTransactionFixture } from '../../../testing/historyFixtures'
import { HISTORY_DATE_ROW_HEIGHT, HISTORY_TRANSACTION_ROW_HEIGHT, HistoryList } from './HistoryList'
import type { HistoryRow } from './historyRows'

// The DOM under test lays nothing out: the scroller is given the height a browser would, a screenful of rows.
const SCREEN_HEIGHT = 640
const SCREENFUL = Math.ceil(SCREEN_HEIGHT / HISTORY_DATE_ROW_HEIGHT)
/** The height an opened row takes here: its details are taller than a screenful. */
const OPENED_HEIGHT = 900
const heightDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
const offsetHeightDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'history-scroller' ? SCREEN_HEIGHT : 0
    },
  })
  // Only an opened row is ever measured; were a closed one, it would read 0 here and the list would fall apart.
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.expanded === undefined ? 0 : OPENED_HEIGHT
    },
  })
})

afterEach(() => {
  cleanup()
  if (heightDescriptor) Object.defineProperty(HTMLElement.prototype, 'clientHeight', heightDescriptor)
  if (offsetHeightDescriptor) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeightDescriptor)
})

/** 10,000 transactions, a date label before every tenth. */
function manyRows(): HistoryRow[] {
  const rows: HistoryRow[] = []
  for (let i = 0; i < 10_000; i++) {
    const timestamp = 1_800_000_000_000 - i * 3_600_000
    if (i % 10 === 0) rows.push({ kind: 'date', key: `date-${timestamp}`, timestamp })
    rows.push({ kind: 'transaction', key: `tx-${i}`, transaction: executedTransactionFixture(10_000 - i, timestamp) })
  }
  return rows
}

function renderList(rows: HistoryRow[], props: { hasMore: boolean; onLoadMore: () => void }) {
  return render(
    <HistoryList
      rows={rows}
      hasMore={props.hasMore}
      loadingMore={false}
      onLoadMore={props.onLoadMore}
      renderDate={(timestamp) => <span>day {timestamp}</span>}
      renderTransaction={({ transaction }, { expanded, onToggle }) => (
        <>
          <button type="button" aria-expanded={expanded} onClick={onToggle}>
            tx {transaction.id}
          </button>
          {expanded && <p>details of {transaction.id}</p>}
        </>
      )}
    />,
  )
}

async function scrollTo(top: number) {
  const scroller = screen.getByTestId('history-scroller')
  await act(async () => {
    scroller.scrollTop = top
    scroller.dispatchEvent(new Event('scroll'))
  })
}

describe('HistoryList', () => {
  it('keeps only about a screenful of its 10,000 rows in the DOM, wherever it is scrolled', async () => {
    const rows = manyRows()
    renderList(rows, { hasMore: false, onLoadMore: () => {} })
    const rendered = () => screen.getAllByRole('listitem')
    expect(rendered().length).toBeGreaterThan(0)
    expect(rendered().length).toBeLessThanOrEqual(SCREENFUL + 8)
    expect(rendered()[0]!.textContent).toContain('day')

    const total = 1_000 * HISTORY_DATE_ROW_HEIGHT + 10_000 * HISTORY_TRANSACTION_ROW_HEIGHT
    expect(screen.getByRole('list').style.height).toBe(`${total}px`)
    await scrollTo(total / 2)
    expect(rendered().length).toBeLessThanOrEqual(SCREENFUL + 8)
    await scrollTo(total - SCREEN_HEIGHT)
    expect(rendered().length).toBeLessThanOrEqual(SCREENFUL + 8)
    const last = rows.at(-1) as Extract<HistoryRow, { kind: 'transaction' }>
    expect(rendered().at(-1)!.textContent).toBe(`tx ${last.transaction.id}`)
    expect(rendered().at(-1)!.getAttribute('aria-posinset')).toBe(String(rows.length))
    expect(rendered().at(-1)!.getAttribute('aria-setsize')).toBe(String(rows.length))
  })

  it('asks for the next page as the end of the loaded rows comes into view, not before', async () => {
    const rows = manyRows().slice(0, 200)
    const onLoadMore = vi.fn()
    renderList(rows, { hasMore: true, onLoadMore })
    expect(onLoadMore).not.toHaveBeenCalled()
    const total = rows.reduce(
      (sum, row) => sum + (row.kind === 'date' ? HISTORY_DATE_ROW_HEIGHT : HISTORY_TRANSACTION_ROW_HEIGHT),
      0,
    )
    await scrollTo(total - SCREEN_HEIGHT)
    expect(onLoadMore).toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toBe('Loading more…')
  })

  it('opens a row in place at its measured height, moves the rows below by the difference, and closes it again', async () => {
    const rows = manyRows().slice(0, 100)
    renderList(rows, { hasMore: false, onLoadMore: () => {} })
    const total = () => Number.parseFloat(screen.getByRole('list').style.height)
    const closedTotal = total()
    const item = (text: string) => screen.getByText(text).closest('li')!
    const second = rows[2] as Extract<HistoryRow, { kind: 'transaction' }>
    const startOfSecond = item(`tx ${second.transaction.id}`).style.transform

    const first = rows[1] as Extract<HistoryRow, { kind: 'transaction' }>
    fireEvent.click(screen.getByRole('button', { name: `tx ${first.transaction.id}` }))
    expect(screen.getByText(`details of ${first.transaction.id}`)).toBeTruthy()
    const grown = OPENED_HEIGHT - HISTORY_TRANSACTION_ROW_HEIGHT
    expect(total()).toBe(closedTotal + grown)
    // The opened row's height is its content's, not the fixed one.
    expect(item(`tx ${first.transaction.id}`).style.height).toBe('')
    expect(item(`tx ${second.transaction.id}`).style.transform).toBe(
      `translateY(${HISTORY_DATE_ROW_HEIGHT + OPENED_HEIGHT}px)`,
    )

    // Scrolled far away and back, it is still open, at its height.
    await scrollTo(closedTotal - SCREEN_HEIGHT)
    expect(screen.queryByText(`details of ${first.transaction.id}`)).toBeNull()
    await scrollTo(0)
    expect(screen.getByText(`details of ${first.transaction.id}`)).toBeTruthy()
    expect(total()).toBe(closedTotal + grown)

    fireEvent.click(screen.getByRole('button', { name: `tx ${first.transaction.id}` }))
    expect(screen.queryByText(`details of ${first.transaction.id}`)).toBeNull()
    expect(total()).toBe(closedTotal)
    expect(item(`tx ${second.transaction.id}`).style.transform).toBe(startOfSecond)
  })

  it('keeps the row holding the keyboard’s focus in the DOM however far the list scrolls, and lets it go on blur', async () => {
    const rows = manyRows()
    renderList(rows, { hasMore: false, onLoadMore: () => {} })
    const first = rows[1] as Extract<HistoryRow, { kind: 'transaction' }>
    const button = screen.getByRole('button', { name: `tx ${first.transaction.id}` })
    act(() => button.focus())
    expect(document.activeElement).toBe(button)

    await scrollTo(5_000 * HISTORY_TRANSACTION_ROW_HEIGHT)
    expect(button.isConnected).toBe(true)
    expect(document.activeElement).toBe(button)
    // Besides it, still only about a screenful.
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(SCREENFUL + 9)

    act(() => button.blur())
    await scrollTo(5_000 * HISTORY_TRANSACTION_ROW_HEIGHT + HISTORY_TRANSACTION_ROW_HEIGHT)
    expect(button.isConnected).toBe(false)
  })
})
