import { useSyncExternalStore } from 'react'
import type { ThemePreferences } from './ThemePreferences'
import { type ThemePreferencesStore, themePreferencesStore } from './themePreferencesStore'

/** The current appearance choices and a setter that persists them (localStorage). */
export function useThemePreferences(
  store: ThemePreferencesStore = themePreferencesStore(),
): [ThemePreferences, (next: ThemePreferences) => void] {
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get)
  return [preferences, store.set]
}
