import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { executedTransactionFixture } from '../../../testing/historyFixtures'
import { HISTORY_DATE_ROW_HEIGHT, HISTORY_TRANSACTION_ROW_HEIGHT, HistoryList } from './HistoryList'
import type { HistoryRow } from './historyRows'

// The DOM under test lays nothing out: the scroller is given the height a browser would, a screenful of rows.
const SCREEN_HEIGHT = 640
const SCREENFUL = Math.ceil(SCREEN_HEIGHT / HISTORY_DATE_ROW_HEIGHT)
const heightDescriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')

beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'history-scroller' ? SCREEN_HEIGHT : 0
    },
  })
})

afterEach(() => {
  cleanup()
  if (heightDescriptor) Object.defineProperty(HTMLElement.prototype, 'clientHeight', heightDescriptor)
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
      renderTransaction={({ transaction }) => <span>tx {transaction.id}</span>}
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
})
