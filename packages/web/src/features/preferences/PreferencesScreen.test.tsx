import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RuntimeConfigContext } from '../../hooks/useRuntimeConfig'
import { parseRuntimeConfig } from '../../lib/parseRuntimeConfig'
import { THEME_STORAGE_KEY, themePreferencesStore } from '../../theme/themePreferencesStore'
import { useAppTheme } from '../../theme/useAppTheme'
import { PreferencesScreen } from './PreferencesScreen'
import { RPC_OVERRIDES_STORAGE_KEY, rpcOverridesStore } from './rpcOverridesStore'
import { BLIND_SIGNING_STORAGE_KEY } from './useBlindSigning'

const config = parseRuntimeConfig({
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  gatewayUrl: 'http://127.0.0.1:3000',
})

/** The preferences screen with the theme applied to the document, as AppProviders does. */
function Harness() {
  useAppTheme()
  return (
    <RuntimeConfigContext.Provider value={config}>
      <PreferencesScreen />
    </RuntimeConfigContext.Provider>
  )
}

beforeEach(() => {
  themePreferencesStore().set({ mode: 'system', accent: 'blue' })
  rpcOverridesStore().set(1337, undefined)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Settings → Appearance', () => {
  it('switches to dark, applies it to the page and persists it', () => {
    render(<Harness />)
    expect((screen.getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }))
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).checked).toBe(true)
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!)).toEqual({ mode: 'dark', accent: 'blue' })
  })

  it('offers the six accent presets and persists the choice', () => {
    render(<Harness />)
    const accents = screen.getByRole('group', { name: 'Accent colour' })
    expect([...accents.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Blue',
      'Green',
      'Orange',
      'Pink',
      'Purple',
      'Red',
    ])
    fireEvent.click(screen.getByRole('radio', { name: 'Purple' }))
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#5F5AFA')
    expect(JSON.parse(localStorage.getItem(THEME_STORAGE_KEY)!).accent).toBe('purple')
  })
})

describe('Settings → Network', () => {
  it('explains an invalid RPC URL next to the field and saves nothing', async () => {
    render(<Harness />)
    const input = screen.getByLabelText('RPC URL for Strongroom Devnet')
    fireEvent.change(input, { target: { value: 'ftp://node.example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The RPC URL must start with http://, https://, ws:// or wss://.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(rpcOverridesStore().get()).toEqual({})
  })

  it('checks that the node answers with this chain before saving, and says precisely what is wrong', async () => {
    const node = { chainId: '0x1' as string | undefined, up: true }
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      if (!node.up) throw new TypeError('Failed to fetch')
      const { id, method } = JSON.parse(String(init?.body)) as { id: number; method: string }
      expect(method).toBe('eth_chainId')
      return Response.json({ jsonrpc: '2.0', id, result: node.chainId })
    })
    vi.stubGlobal('fetch', fetchMock)
    render(<Harness />)
    const input = screen.getByLabelText('RPC URL for Strongroom Devnet')
    fireEvent.change(input, { target: { value: 'https://mainnet.example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This node serves chain 1, not Strongroom Devnet (chain 1337). Enter an RPC URL for Strongroom Devnet.',
    )
    expect(rpcOverridesStore().get()).toEqual({})

    node.up = false
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^No node answered at this URL/))
    expect(rpcOverridesStore().get()).toEqual({})
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://mainnet.example.org')
  })

  it('saves a URL whose node serves this chain, and goes back to the server URL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ jsonrpc: '2.0', id: 1, result: '0x539' })),
    )
    render(<Harness />)
    const status = screen.getByTestId('rpc-url-status')
    expect(status.textContent).toMatch(/^Strongroom Devnet uses the server's RPC URL http:\/\/127\.0\.0\.1:8545\./)
    fireEvent.change(screen.getByLabelText('RPC URL for Strongroom Devnet'), {
      target: { value: 'https://node.example.org/rpc' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(status.textContent).toMatch(/^Strongroom Devnet uses your RPC URL\./))
    expect(JSON.parse(localStorage.getItem(RPC_OVERRIDES_STORAGE_KEY)!)).toEqual({
      1337: 'https://node.example.org/rpc',
    })

    fireEvent.click(screen.getByRole('button', { name: "Use the server's URL" }))
    expect(rpcOverridesStore().get()).toEqual({})
    expect((screen.getByLabelText('RPC URL for Strongroom Devnet') as HTMLInputElement).value).toBe('')
  })
})

describe('Settings → Signing', () => {
  it('keeps blind signing off until the user turns it on, and persists the choice in this browser', () => {
    localStorage.removeItem(BLIND_SIGNING_STORAGE_KEY)
    render(<Harness />)
    const toggle = screen.getByRole('checkbox', { name: 'Allow blind signing' }) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy()
    fireEvent.click(toggle)
    expect(toggle.checked).toBe(true)
    expect(localStorage.getItem(BLIND_SIGNING_STORAGE_KEY)).toBe('true')
    fireEvent.click(toggle)
    expect(toggle.checked).toBe(false)
    expect(localStorage.getItem(BLIND_SIGNING_STORAGE_KEY)).toBe('false')
  })

  it('ignores a stored value that is not a yes or no', () => {
    localStorage.setItem(BLIND_SIGNING_STORAGE_KEY, '"yes"')
    render(<Harness />)
    expect((screen.getByRole('checkbox', { name: 'Allow blind signing' }) as HTMLInputElement).checked).toBe(false)
    localStorage.removeItem(BLIND_SIGNING_STORAGE_KEY)
  })
})
