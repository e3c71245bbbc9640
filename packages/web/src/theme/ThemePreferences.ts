import { ACCENT_NAMES, type AccentName } from './accentPresets'

/** `system` follows the operating system's light/dark setting (prefers-color-scheme). */
export const THEME_MODES = ['system', 'light', 'dark'] as const

/** The colour scheme choice. */
export type ThemeMode = (typeof THEME_MODES)[number]

/** The user's appearance choices. */
export interface ThemePreferences {
  mode: ThemeMode
  accent: AccentName
}

/** Follow the system, blue accent. */
export const DEFAULT_THEME_PREFERENCES: ThemePreferences = { mode: 'system', accent: 'blue' }

/**
 * Reads stored or synced preferences (untrusted: another tab, an older version, the gateway). A field that is missing
 * or unknown falls back to its default; the other field is kept.
 */
export function parseThemePreferences(input: unknown): ThemePreferences {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const mode = THEME_MODES.find((value) => value === source.mode)
  const accent = ACCENT_NAMES.find((value) => value === source.accent)
  return { mode: mode ?? DEFAULT_THEME_PREFERENCES.mode, accent: accent ?? DEFAULT_THEME_PREFERENCES.accent }
}
