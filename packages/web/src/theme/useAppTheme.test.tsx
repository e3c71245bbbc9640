import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { themePreferencesStore } from './themePreferencesStore'
import { useAppTheme } from './useAppTheme'

let systemDark = false
const mediaListeners = new Set<() => void>()

beforeEach(() => {
  systemDark = false
  // The operating system's setting lies outside this machine: matchMedia stands in for it.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && systemDark,
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  }))
  themePreferencesStore().set({ mode: 'system', accent: 'blue' })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  mediaListeners.clear()
})

let accent = ''
function Probe() {
  const { scheme, rainbowTheme } = useAppTheme()
  accent = rainbowTheme.colors.accentColor
  return <p data-testid="scheme">{scheme}</p>
}

describe('useAppTheme', () => {
  it('follows the system while the choice is "system", live', () => {
    const { getByTestId } = render(<Probe />)
    expect(getByTestId('scheme').textContent).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    systemDark = true
    act(() => {
      for (const listener of mediaListeners) listener()
    })
    expect(getByTestId('scheme').textContent).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
  })

  it('applies an explicit choice over the system and sets the accent for the app and RainbowKit', () => {
    systemDark = true
    const { getByTestId } = render(<Probe />)
    act(() => themePreferencesStore().set({ mode: 'light', accent: 'orange' }))
    expect(getByTestId('scheme').textContent).toBe('light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#FF801F')
    // RainbowKit gets the fill shade, on which its white button text reads (accentShades.ts).
    expect(accent).toBe('#b35a16')
  })
})
