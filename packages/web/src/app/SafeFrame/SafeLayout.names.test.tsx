import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SAFE_NAMES_KEY } from '../../features/safes'
import { usePageTitle } from '../../hooks/usePageTitle'
import { chainInfoFixture, OWNERS, SAFE_ADDRESS, safeInfoFixture } from '../../testing/gatewayFixtures'
import { mockGateway } from '../../testing/mockGateway'
import { renderWithProviders } from '../../testing/renderWithProviders'
import { SafeLayout } from './SafeLayout'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

function Queue() {
  usePageTitle('Queue')
  return <p>Queue screen</p>
}

/** The Safe's queue screen in its frame, for owner 0. */
async function openQueue() {
  mockGateway([
    ['/v1/chains/1337', chainInfoFixture()],
    [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
  ])
  await renderWithProviders(
    <SafeLayout safe={{ prefix: 'dev', address: SAFE_ADDRESS }} route="transactionQueue">
      {() => <Queue />}
    </SafeLayout>,
    { account: OWNERS[0] },
  )
}

describe('SafeLayout: Safe names', () => {
  it('names the Safe in the heading and the tab title, keeps it per chain and address, and removes it when emptied', async () => {
    await openQueue()
    await screen.findByText('Queue screen')
    expect(screen.getByTestId('safe-name').textContent).toBe('Safe')
    expect(document.title).toBe(`Queue · Safe ${SAFE_ADDRESS.slice(0, 6)}…${SAFE_ADDRESS.slice(-4)} · Strongroom`)

    const rename = async (name: string) => {
      fireEvent.click(screen.getByTestId('rename-safe'))
      fireEvent.change(screen.getByLabelText('Name of this Safe'), { target: { value: name } })
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save' }))
      })
    }
    // Bidi controls in a name must not reorder what surrounds it (docs/web-security.md §2.10).
    await rename('  Treasury\u202e ')
    expect(screen.getByTestId('safe-name').textContent).toBe('Treasury')
    expect(document.title).toBe('Queue · Treasury · Strongroom')
    expect(JSON.parse(window.localStorage.getItem(SAFE_NAMES_KEY)!)).toEqual({
      1337: { [SAFE_ADDRESS]: 'Treasury\u202e' },
    })

    await rename('')
    expect(screen.getByTestId('safe-name').textContent).toBe('Safe')
    expect(JSON.parse(window.localStorage.getItem(SAFE_NAMES_KEY)!)).toEqual({ 1337: {} })
  })

  it('shows a name kept by an earlier visit, and Escape leaves the name as it was', async () => {
    window.localStorage.setItem(SAFE_NAMES_KEY, JSON.stringify({ 1337: { [SAFE_ADDRESS.toLowerCase()]: 'Payroll' } }))
    await openQueue()
    expect((await screen.findByTestId('safe-name')).textContent).toBe('Payroll')
    fireEvent.click(screen.getByTestId('rename-safe'))
    fireEvent.change(screen.getByLabelText('Name of this Safe'), { target: { value: 'Other' } })
    fireEvent.keyDown(screen.getByLabelText('Name of this Safe'), { key: 'Escape' })
    expect(screen.getByTestId('safe-name').textContent).toBe('Payroll')
  })
})
