import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentToasts, dismissToast } from '../Toast'
import { CopyButton } from './CopyButton'

afterEach(() => {
  cleanup()
  for (const toast of currentToasts()) dismissToast(toast.id)
  vi.useRealTimers()
})

describe('CopyButton', () => {
  it('copies the value, says "Copied!" for two seconds and acknowledges it with a toast', async () => {
    vi.useFakeTimers()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue()
    render(<CopyButton value="0xabc" label="Copy address" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith('0xabc')
    await act(async () => {})
    expect(screen.getByRole('button').textContent).toBe('Copied!')
    expect(currentToasts().map(({ message, tone }) => [message, tone])).toEqual([['Copied to the clipboard.', 'done']])
    await act(async () => vi.advanceTimersByTime(2_000))
    expect(screen.getByRole('button', { name: 'Copy address' }).textContent).toBe('Copy')
  })

  it('says so when the clipboard refuses, with a toast saying what to do', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    render(<CopyButton value="0xabc" />)
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    await act(async () => {})
    expect(screen.getByRole('button').textContent).toBe('Copy failed')
    expect(currentToasts().map(({ tone }) => tone)).toEqual(['failed'])
  })
})
