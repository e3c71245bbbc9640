import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit'
import { ACCENT_PRESETS, type AccentName } from './accentPresets'
import { ACCENT_SHARES, mixAccent } from './accentShades'
import type { ColorScheme } from './useSystemColorScheme'

/**
 * The RainbowKit theme for a colour scheme and accent preset: medium radius, the system font stack and a small
 * overlay blur (RainbowKit's own options; docs/wallet-connection.md §3 theme fields). The accent is the preset's fill shade in both schemes.
 */
export function createRainbowTheme(scheme: ColorScheme, accent: AccentName): ReturnType<typeof lightTheme> {
  const options = {
    // The fill shade, as the app's own primary buttons use: white text reads on it (theme/accentShades.ts).
    accentColor: mixAccent(ACCENT_PRESETS[accent], ACCENT_SHARES.fill, 'black'),
    accentColorForeground: '#FFFFFF',
    borderRadius: 'medium',
    fontStack: 'system',
    overlayBlur: 'small',
  } as const
  return scheme === 'dark' ? darkTheme(options) : lightTheme(options)
}
