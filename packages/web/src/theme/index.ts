export { ACCENT_NAMES, ACCENT_PRESETS, type AccentName } from './accentPresets'
export { createRainbowTheme } from './createRainbowTheme'
export {
  DEFAULT_THEME_PREFERENCES,
  parseThemePreferences,
  THEME_MODES,
  type ThemeMode,
  type ThemePreferences,
} from './ThemePreferences'
export {
  createThemePreferencesStore,
  THEME_STORAGE_KEY,
  type ThemePreferencesStore,
  themePreferencesStore,
} from './themePreferencesStore'
export { useAppTheme } from './useAppTheme'
export { useDocumentTheme } from './useDocumentTheme'
export { type ColorScheme, useSystemColorScheme } from './useSystemColorScheme'
export { useThemePreferences } from './useThemePreferences'
