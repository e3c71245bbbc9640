import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_FAILED_AFTER_MS, APP_SLOW_AFTER_MS, AppFrame } from './AppFrame'
import { SAFE_APP_SANDBOX } from './safeAppSandbox'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const props = { url: 'https://app.example/tx-builder/', name: 'Transaction Builder', onLeave: () => {} }

describe('AppFrame', () => {
  it('shows the app’s name and origin outside the frame, sandboxed, with no browser feature unless granted', () => {
    const { container, rerender } = render(<AppFrame {...props} />)
    expect(screen.getByTestId('app-origin').textContent).toBe('https://app.example')
    const iframe = container.querySelector('iframe')!
    expect(iframe.getAttribute('sandbox')).toBe(SAFE_APP_SANDBOX)
    expect(iframe.getAttribute('sandbox')).not.toContain('allow-top-navigation')
    expect(iframe.getAttribute('allow')).toBe('')
    expect(iframe.getAttribute('title')).toBe('Transaction Builder')
    rerender(<AppFrame {...props} allow={['clipboard-write']} />)
    expect(container.querySelector('iframe')!.getAttribute('allow')).toBe('clipboard-write')
  })

  it('says when the app is slow, then that it did not load, with a way to retry and a way back', () => {
    const onLeave = vi.fn()
    render(<AppFrame {...props} onLeave={onLeave} />)
    expect(screen.getByRole('status').textContent).toContain('Loading Transaction Builder')
    act(() => vi.advanceTimersByTime(APP_SLOW_AFTER_MS))
    expect(screen.getByRole('alert').textContent).toContain('taking long to load')
    act(() => vi.advanceTimersByTime(APP_FAILED_AFTER_MS - APP_SLOW_AFTER_MS))
    expect(screen.getByTestId('app-failed').textContent).toContain('https://app.example is reachable')
    fireEvent.click(screen.getAllByRole('button', { name: 'Back to apps' }).at(-1)!)
    expect(onLeave).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.queryByTestId('app-failed')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain('Loading')
  })

  it('stops the clock once the app has loaded', () => {
    const { container } = render(<AppFrame {...props} />)
    fireEvent.load(container.querySelector('iframe')!)
    act(() => vi.advanceTimersByTime(APP_FAILED_AFTER_MS * 2))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
  })
})
