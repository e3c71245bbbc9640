import { useLayoutEffect } from 'react'
import { ACCENT_PRESETS } from './accentPresets'
import type { ColorScheme } from './useSystemColorScheme'
import { useSystemColorScheme } from './useSystemColorScheme'
import { useThemePreferences } from './useThemePreferences'

/**
 * Resolves the appearance choices to a colour scheme and applies it to the document (`data-theme`, `color-scheme`
 * and the accent CSS variable that global.css reads). Free of RainbowKit, so the landing page's light shell can use
 * it (docs/landing-page.md); {@link useAppTheme} adds the matching RainbowKit theme.
 */
export function useDocumentTheme() {
  const [preferences] = useThemePreferences()
  const system = useSystemColorScheme()
  const scheme: ColorScheme = preferences.mode === 'system' ? system : preferences.mode
  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset.theme = scheme
    root.style.colorScheme = scheme
    root.style.setProperty('--color-accent', ACCENT_PRESETS[preferences.accent])
  }, [scheme, preferences.accent])
  return { scheme, preferences }
}
