import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appHistory } from '../lib/appHistory'
import { chainInfoFixture, SAFE_ADDRESS, safeInfoFixture } from '../testing/gatewayFixtures'
import { mockGateway } from '../testing/mockGateway'
import { renderWithProviders } from '../testing/renderWithProviders'
import { AppRoutes } from './AppRoutes'
import { AppShell } from './AppShell'
import { paths } from './paths'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

async function renderApp() {
  mockGateway([])
  return renderWithProviders(
    <AppShell>
      <AppRoutes />
    </AppShell>,
  )
}

describe('AppRoutes in the shell', () => {
  it('shows the screen of the URL and follows navigation, moving focus to the new content', async () => {
    await renderApp()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Safe accounts, on your own server')
    expect(screen.getByRole('link', { name: 'Safes' }).getAttribute('aria-current')).toBe('page')
    expect(document.title).toBe('Strongroom')

    await act(async () => appHistory.navigate('/nowhere'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found')
    expect(document.activeElement).toBe(screen.getByRole('main'))
    expect(document.title).toBe('Page not found · Strongroom')
    expect(screen.getByRole('link', { name: 'Safes' }).getAttribute('aria-current')).toBeNull()

    // The browser's back button: history moves, then popstate tells the router.
    await act(async () => {
      window.history.replaceState(null, '', '/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Safe accounts, on your own server')
  })

  it('says what a transaction link lacks', async () => {
    mockGateway([
      ['/v1/chains/1337', chainInfoFixture()],
      [`/v1/chains/1337/safes/${SAFE_ADDRESS}`, safeInfoFixture()],
    ])
    window.history.replaceState(
      null,
      '',
      `${paths.safe({ prefix: 'dev', address: SAFE_ADDRESS }, 'transactionQueue')}`.replace('queue', 'tx'),
    )
    await renderWithProviders(<AppRoutes />)
    expect((await screen.findByTestId('route-search-problem')).textContent).toContain('names no transaction')
  })

  it('keeps the wallet button right after the brand in the tab order, before the navigation', async () => {
    await renderApp()
    const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button')].map(
      (element) => element.textContent,
    )
    expect(focusable.slice(0, 3)).toEqual(['Skip to content', 'Strongroom', 'Connect Wallet'])
    expect(focusable.slice(3, 6)).toEqual(['Safes', 'Address book', 'Settings'])
  })
})
