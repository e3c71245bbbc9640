/** RainbowKit's accent presets (docs/wallet-connection.md §9); blue is the default. White text reads on each one's fill shade (accentShades.ts). */
export const ACCENT_PRESETS = {
  blue: '#0E76FD',
  green: '#1DB847',
  orange: '#FF801F',
  pink: '#FF5CA0',
  purple: '#5F5AFA',
  red: '#FA423C',
} as const

/** The name of an accent preset. */
export type AccentName = keyof typeof ACCENT_PRESETS

/** Preset names in display order. */
export const ACCENT_NAMES = Object.keys(ACCENT_PRESETS) as AccentName[]
