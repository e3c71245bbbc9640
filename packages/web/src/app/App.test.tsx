import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseRuntimeConfig } from '../lib/parseRuntimeConfig'
import { App } from './App'
import type { WalletAppProps } from './WalletApp'

// The wallet stack stands in as a marker component, so this test sees when and how App swaps it in.
const loadWalletApp = vi.hoisted(() => vi.fn())
vi.mock('./loadWalletApp', () => ({ loadWalletApp }))
// Each test is a fresh page load: read the storage every time instead of once per module.
vi.mock('../features/connect/readStoredWalletConnection', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../features/connect/readStoredWalletConnection')>()
  return { ...actual, storedWalletConnectionAtPageLoad: () => actual.readStoredWalletConnection(localStorage) }
})

function FakeWalletApp({ openConnectModal, focusConnectButton }: WalletAppProps) {
  return (
    <p data-testid="wallet-app">
      open={String(openConnectModal)} focus={String(focusConnectButton)}
    </p>
  )
}

const config = parseRuntimeConfig({
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  gatewayUrl: 'http://127.0.0.1:3000',
})

let resolveLoad: (component: typeof FakeWalletApp) => void
beforeEach(() => {
  loadWalletApp.mockReset()
  loadWalletApp.mockImplementation(
    () =>
      new Promise((resolve) => {
        resolveLoad = resolve
      }),
  )
  // Not yet loaded: the idle load waits for the load event, which never comes in this test.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('App', () => {
  it('draws the landing page without the wallet stack, and loads it when the pointer reaches Connect', async () => {
    render(<App config={config} />)
    screen.getByRole('heading', { level: 1, name: 'Your Safe accounts, on your own server' })
    const button = screen.getByTestId('rk-connect-button')
    expect(button.textContent).toBe('Connect Wallet')
    expect(loadWalletApp).not.toHaveBeenCalled()

    fireEvent.pointerEnter(button)
    expect(loadWalletApp).toHaveBeenCalled()
    expect(screen.queryByTestId('wallet-app')).toBeNull()
    await act(async () => resolveLoad(FakeWalletApp))
    expect(screen.getByTestId('wallet-app').textContent).toBe('open=false focus=false')
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('answers a click at once and asks the wallet stack to open the modal', async () => {
    render(<App config={config} />)
    const button = screen.getByTestId('rk-connect-button')
    fireEvent.click(button)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.textContent).toBe('Connecting…')
    await act(async () => resolveLoad(FakeWalletApp))
    expect(screen.getByTestId('wallet-app').textContent).toBe('open=true focus=false')
  })

  it('takes a press as the click when the stack arrives before the release (the browser then fires no click)', async () => {
    render(<App config={config} />)
    const button = screen.getByTestId('rk-connect-button')
    fireEvent.pointerDown(button)
    await act(async () => resolveLoad(FakeWalletApp))
    expect(screen.getByTestId('wallet-app').textContent).toBe('open=true focus=false')
  })

  it('does not open the modal for a press released or moved away before the stack arrived', async () => {
    render(<App config={config} />)
    const button = screen.getByTestId('rk-connect-button')
    fireEvent.pointerDown(button)
    fireEvent.pointerLeave(button)
    await act(async () => resolveLoad(FakeWalletApp))
    expect(screen.getByTestId('wallet-app').textContent).toBe('open=false focus=false')
  })

  it('hands the keyboard focus on to the real button', async () => {
    render(<App config={config} />)
    fireEvent.focus(screen.getByTestId('rk-connect-button'))
    await act(async () => resolveLoad(FakeWalletApp))
    expect(screen.getByTestId('wallet-app').textContent).toBe('open=false focus=true')
  })

  it('loads the stack when the browser is idle after the load event, not before', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const idle = vi.fn((task: () => void) => {
      task()
      return 1
    })
    vi.stubGlobal('requestIdleCallback', idle)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    render(<App config={config} />)
    expect(idle).toHaveBeenCalled()
    expect(loadWalletApp).toHaveBeenCalled()
  })

  it('loads the stack at once for a remembered wallet, holding the account’s place instead of Connect', () => {
    localStorage.setItem('wagmi.store', JSON.stringify({ state: { current: 'c1' }, version: 2 }))
    render(<App config={config} />)
    expect(loadWalletApp).toHaveBeenCalled()
    expect(screen.queryByTestId('rk-connect-button')).toBeNull()
    screen.getByRole('status', { name: 'Loading your account' })
  })

  it('loads the stack at once for a recently used wallet, but offers Connect (it may be disconnected)', () => {
    localStorage.setItem('wagmi.recentConnectorId', '"injected"')
    render(<App config={config} />)
    expect(loadWalletApp).toHaveBeenCalled()
    expect(screen.getByTestId('rk-connect-button').textContent).toBe('Connect Wallet')
  })

  it('loads the stack at once on any other screen', () => {
    window.history.replaceState(null, '', '/settings')
    render(<App config={config} />)
    expect(loadWalletApp).toHaveBeenCalled()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…')
  })

  it('says so in a sentence when the wallet code cannot be downloaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    loadWalletApp.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    render(<App config={config} />)
    await act(async () => fireEvent.click(screen.getByTestId('rk-connect-button')))
    expect(screen.getByRole('alert').textContent).toBe(
      'The wallet code could not be downloaded. Check the connection and try again.',
    )
    expect(screen.getByTestId('rk-connect-button').textContent).toBe('Connect Wallet')
  })
})
