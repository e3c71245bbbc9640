import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { currentToasts, dismissToast, Toaster } from '../components/Toast'
import { renderWithProviders } from '../testing/renderWithProviders'
import { useWalletAction } from './useWalletAction'

afterEach(() => {
  cleanup()
  for (const toast of currentToasts()) dismissToast(toast.id)
})

/** A wallet action that succeeds or fails as its input says, acknowledged with the number it was given. */
function Action() {
  const { run } = useWalletAction<{ n: number; fail: boolean }, number, { step: 'working' }>({
    initial: { step: 'working' },
    action: async ({ n, fail }) => {
      if (fail) throw new Error('refused in the wallet')
      return n * 2
    },
    acknowledge: (result, { n }) => `Action ${n} done (${result}).`,
  })
  return (
    <>
      <button type="button" onClick={() => void run({ n: 4, fail: false })}>
        Succeed
      </button>
      <button type="button" onClick={() => void run({ n: 5, fail: true })}>
        Fail
      </button>
      <Toaster />
    </>
  )
}

describe('useWalletAction', () => {
  it('acknowledges a successful run with a toast built from its input and result, and a failed one with none', async () => {
    await renderWithProviders(<Action />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fail' })))
    expect(screen.queryAllByTestId('toast')).toHaveLength(0)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Succeed' })))
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toBe('Action 4 done (8).')
  })
})
