import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appHistory } from '../../lib/appHistory'
import { Link } from './Link'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('Link', () => {
  it('navigates in place on a plain click', () => {
    render(<Link href="/add-safe">Add</Link>)
    const link = screen.getByRole('link', { name: 'Add' })
    expect(link.getAttribute('href')).toBe('/add-safe')
    const notPrevented = fireEvent.click(link, { button: 0 })
    expect(notPrevented).toBe(false)
    expect(window.location.pathname).toBe('/add-safe')
  })

  it('leaves modified clicks to the browser', () => {
    const listener = vi.fn()
    const unsubscribe = appHistory.subscribe(listener)
    render(<Link href="/new-safe">New</Link>)
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'New' }), { button: 0, ctrlKey: true })
    expect(notPrevented).toBe(true)
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })
})
