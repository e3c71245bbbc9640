import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SkeletonRows } from '../Skeleton'
import { type QueryLike, QueryState } from './QueryState'

afterEach(cleanup)

/** The content QueryState shows once there is data: the items as a list. */
const list = (data: string[]) => (
  <ul>
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
)

function renderState(query: QueryLike<string[]>) {
  return render(
    <QueryState
      query={query}
      loading="Loading things…"
      error={(error) => `Things could not be loaded (${(error as Error).message}).`}
      isEmpty={(data) => data.length === 0}
      empty="No things yet."
    >
      {list}
    </QueryState>,
  )
}

describe('QueryState', () => {
  it('shows the skeleton it is given while loading, in a busy place, and says what loads to screen readers', () => {
    const { container } = render(
      <QueryState
        query={{ status: 'pending', data: undefined, error: null, refetch: vi.fn() }}
        loading="Loading things…"
        skeleton={<SkeletonRows variant="asset" count={2} />}
        error=""
      >
        {list}
      </QueryState>,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading things…')
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy()
    expect(container.querySelectorAll('[aria-hidden="true"] .skeleton-rows--asset .skeleton-rows__row')).toHaveLength(2)
    expect(screen.queryByText('Loading things…', { selector: 'p' })).toBeNull()
  })

  it('shows the error sentence with a retry for this widget only', () => {
    const refetch = vi.fn()
    renderState({ status: 'error', data: undefined, error: new Error('503: down'), refetch })
    expect(screen.getByRole('alert').textContent).toContain('Things could not be loaded (503: down).')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('keeps data whose update failed on screen, marked as not up to date, with a retry', () => {
    const refetch = vi.fn()
    renderState({ status: 'error', data: ['a'], error: new Error('500'), dataUpdatedAt: 1, refetch })
    expect(screen.getByRole('listitem').textContent).toBe('a')
    expect(screen.getByTestId('stale-data-notice').textContent).toContain('Not up to date')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty state, then the content', () => {
    const { rerender } = renderState({ status: 'success', data: [], error: null, refetch: vi.fn() })
    expect(screen.getByText('No things yet.')).toBeTruthy()
    rerender(
      <QueryState query={{ status: 'success', data: ['a', 'b'], error: null, refetch: vi.fn() }} loading="" error="">
        {list}
      </QueryState>,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b'])
  })
})
