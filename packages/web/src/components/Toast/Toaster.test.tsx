import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_MS, Toaster } from './Toaster'
import { currentToasts, dismissToast, MAX_TOASTS, showToast } from './toastStore'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  for (const toast of currentToasts()) dismissToast(toast.id)
  vi.useRealTimers()
})

const shown = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent)

describe('Toaster', () => {
  it('shows a toast in the polite status region that was there before it, then lets it go after its time', () => {
    render(<Toaster />)
    const region = screen.getByRole('status', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    act(() => {
      showToast('Transaction #4 proposed.')
    })
    expect(screen.getByRole('status', { name: 'Notifications' })).toBe(region)
    expect(region.textContent).toBe('Transaction #4 proposed.')
    act(() => vi.advanceTimersByTime(TOAST_MS - 1))
    expect(shown()).toEqual(['Transaction #4 proposed.'])
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toEqual([])
  })

  it('closes a toast on Dismiss, and keeps one that holds the pointer or the focus', () => {
    render(<Toaster />)
    act(() => {
      showToast('Copied to the clipboard.')
      showToast('The browser did not allow copying.', 'failed')
    })
    const [first, second] = screen.getAllByTestId('toast') as [HTMLElement, HTMLElement]
    expect(second.className).toContain('toast--failed')
    fireEvent.mouseEnter(first)
    act(() => screen.getAllByRole('button', { name: 'Dismiss' })[1]?.focus())
    act(() => vi.advanceTimersByTime(TOAST_MS * 3))
    expect(shown()).toEqual(['Copied to the clipboard.', 'The browser did not allow copying.'])
    fireEvent.mouseLeave(first)
    act(() => vi.advanceTimersByTime(TOAST_MS))
    expect(shown()).toEqual(['The browser did not allow copying.'])
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(shown()).toEqual([])
  })

  it(`keeps the newest ${MAX_TOASTS} when more come at once`, () => {
    render(<Toaster />)
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) showToast(`Toast ${n}.`)
    })
    expect(shown()).toEqual(['Toast 3.', 'Toast 4.', 'Toast 5.'])
  })
})
