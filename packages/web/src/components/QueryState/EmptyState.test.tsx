import { cleanup, render, screen } from '@testing-library/react'
import { Inbox } from 'lucide-react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmptyState } from './EmptyState'

afterEach(cleanup)

describe('EmptyState', () => {
  it('says what to do next, offers the action to do it, and keeps its picture from screen readers', () => {
    const { container } = render(
      <EmptyState icon={Inbox} action={<a href="/receive">Receive</a>} testId="nothing">
        Nothing here yet. Receive some.
      </EmptyState>,
    )
    const state = screen.getByTestId('nothing')
    expect(state.querySelector('p')?.textContent).toBe('Nothing here yet. Receive some.')
    expect(screen.getByRole('link', { name: 'Receive' }).getAttribute('href')).toBe('/receive')
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
