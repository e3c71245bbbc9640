import { browserStorage } from '../lib/browserStorage'
import { parseThemePreferences, type ThemePreferences } from './ThemePreferences'

/** localStorage key of the appearance choices. */
export const THEME_STORAGE_KEY = 'strongroom.theme'

/** The appearance choices of this browser, observable (shaped for useSyncExternalStore). */
export interface ThemePreferencesStore {
  get(): ThemePreferences
  set(next: ThemePreferences): void
  subscribe(listener: () => void): () => void
}

/** Creates a store over `storage`; a `storage` event from another tab applies that tab's choice here too. */
export function createThemePreferencesStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
): ThemePreferencesStore {
  const read = (): ThemePreferences => {
    try {
      return parseThemePreferences(JSON.parse(storage?.getItem(THEME_STORAGE_KEY) ?? 'null'))
    } catch {
      return parseThemePreferences(null)
    }
  }
  let current = read()
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return
    current = read()
    notify()
  }
  return {
    get: () => current,
    set(next) {
      const parsed = parseThemePreferences(next)
      if (parsed.mode === current.mode && parsed.accent === current.accent) return
      current = parsed
      try {
        storage?.setItem(THEME_STORAGE_KEY, JSON.stringify(parsed))
      } catch {
        // Storage disabled or full: the choice holds for this page.
      }
      notify()
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
      }
    },
  }
}

let shared: ThemePreferencesStore | undefined

/** The page's store over localStorage, created on first use. */
export function themePreferencesStore(): ThemePreferencesStore {
  shared ??= createThemePreferencesStore(browserStorage())
  return shared
}
