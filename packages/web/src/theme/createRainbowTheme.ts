import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import { ACCENT_PRESETS, type AccentName } from './accentPresets'
import type { ColorScheme } from './useSystemColorScheme'

/**
 * The RainbowKit theme for a colour scheme and accent preset: medium radius, the system font stack and a small
 * overlay blur (RainbowKit's own options; docs/wallet-connection.md §3 theme fields). The accent keeps the preset's value in both schemes.
 */
export function createRainbowTheme(scheme: ColorScheme, accent: AccentName): ReturnType<typeof lightTheme> {
  const options = {
    accentColor: ACCENT_PRESETS[accent],
    accentColorForeground: '#FFFFFF',
    borderRadius: 'medium',
    fontStack: 'system',
    overlayBlur: 'small',
  } as const
  return scheme === 'dark' ? darkTheme(options) : lightTheme(options)
}
