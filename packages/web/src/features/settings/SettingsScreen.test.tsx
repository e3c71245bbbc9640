import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { RuntimeConfigContext } from '../../hooks/useRuntimeConfig'
import { THEME_STORAGE_KEY, themePreferencesStore } from '../../theme/themePreferencesStore'
import { useAppTheme } from '../../theme/useAppTheme'
import { RPC_OVERRIDES_STORAGE_KEY, rpcOverridesStore } from './rpcOverridesStore'
import { SettingsScreen } from './SettingsScreen'

const config = {
  chainId: 1337,
  chainName: 'Strongroom Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  gatewayUrl: 'http://127.0.0.1:3000',
}

/** The settings screen with the theme applied to the document, as AppProviders does. */
function Harness() {
  useAppTheme()
  return (
    <RuntimeConfigContext.Provider value={config}>
      <SettingsScreen />
    </RuntimeConfigContext.Provider>
  )
}

beforeEach(() => {
  themePreferencesStore().set({ mode: 'system', accent: 'blue' })
  rpcOverridesStore().set(1337, undefined)
})
afterEach(cleanup)

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
  it('explains an invalid RPC URL next to the field and saves nothing', () => {
    render(<Harness />)
    const input = screen.getByLabelText('RPC URL for Strongroom Devnet')
    fireEvent.change(input, { target: { value: 'ftp://node.example.org' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('The RPC URL must start with http://, https://, ws:// or wss://.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(rpcOverridesStore().get()).toEqual({})
  })

  it('saves a valid URL for this chain, and goes back to the server URL', () => {
    render(<Harness />)
    const status = screen.getByTestId('rpc-url-status')
    expect(status.textContent).toMatch(/^Strongroom Devnet uses the server's RPC URL http:\/\/127\.0\.0\.1:8545\./)
    fireEvent.change(screen.getByLabelText('RPC URL for Strongroom Devnet'), {
      target: { value: 'wss://node.example.org/ws' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(status.textContent).toMatch(/^Strongroom Devnet uses your RPC URL\./)
    expect(JSON.parse(localStorage.getItem(RPC_OVERRIDES_STORAGE_KEY)!)).toEqual({ 1337: 'wss://node.example.org/ws' })

    fireEvent.click(screen.getByRole('button', { name: "Use the server's URL" }))
    expect(rpcOverridesStore().get()).toEqual({})
    expect((screen.getByLabelText('RPC URL for Strongroom Devnet') as HTMLInputElement).value).toBe('')
  })
})
