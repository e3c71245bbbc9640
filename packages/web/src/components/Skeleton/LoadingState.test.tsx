import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LoadingState } from './LoadingState'
import { SkeletonRows } from './SkeletonRows'

afterEach(cleanup)

describe('LoadingState', () => {
  it('says what loads to screen readers, marks its place busy and hides the skeleton from them', () => {
    const { container } = render(
      <LoadingState label="Loading the queue…">
        <SkeletonRows variant="transaction" count={4} />
      </LoadingState>,
    )
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading the queue…')
    expect(status.className).toBe('visually-hidden')
    const place = container.firstElementChild as HTMLElement
    expect(place.getAttribute('aria-busy')).toBe('true')
    const shape = place.querySelector('.loading-state__shape') as HTMLElement
    expect(shape.getAttribute('aria-hidden')).toBe('true')
    // The skeleton has the content's shape (four rows, each with a picture) and no text of its own.
    expect(shape.querySelectorAll('.skeleton-rows__row')).toHaveLength(4)
    expect(shape.querySelectorAll('.skeleton--circle')).toHaveLength(4)
    expect(shape.textContent).toBe('')
  })

  it('draws lines of text when the content has no particular shape', () => {
    const { container } = render(<LoadingState label="Loading…" />)
    expect(container.querySelectorAll('.skeleton-lines .skeleton--line')).toHaveLength(3)
  })
})
