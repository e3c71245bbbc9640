import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../testing/memoryStorage'
import { refuseBrowserStorage } from '../testing/refuseBrowserStorage'
import { parseThemePreferences } from './ThemePreferences'
import { createThemePreferencesStore, THEME_STORAGE_KEY } from './themePreferencesStore'

describe('createThemePreferencesStore', () => {
  it('reads what an earlier page load saved', () => {
    const storage = memoryStorage({ [THEME_STORAGE_KEY]: { mode: 'dark', accent: 'red' } })
    expect(createThemePreferencesStore(storage).get()).toEqual({ mode: 'dark', accent: 'red' })
  })

  it('survives corrupt storage', () => {
    const storage = memoryStorage()
    storage.items.set(THEME_STORAGE_KEY, '{not json')
    expect(createThemePreferencesStore(storage).get()).toEqual({ mode: 'system', accent: 'blue' })
  })

  it('persists a change and notifies subscribers once; an unchanged value notifies nobody', () => {
    const storage = memoryStorage()
    const store = createThemePreferencesStore(storage)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set({ mode: 'dark', accent: 'purple' })
    store.set({ mode: 'dark', accent: 'purple' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(JSON.parse(storage.items.get(THEME_STORAGE_KEY)!)).toEqual({ mode: 'dark', accent: 'purple' })
    unsubscribe()
    store.set({ mode: 'light', accent: 'purple' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('follows a change made in another tab', () => {
    const storage = memoryStorage()
    const store = createThemePreferencesStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'light', accent: 'orange' }))
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).toEqual({ mode: 'light', accent: 'orange' })
  })
})

describe('themePreferencesStore', () => {
  it('starts on the defaults where the browser refuses storage, instead of failing the page', async () => {
    const allowStorage = refuseBrowserStorage()
    try {
      vi.resetModules()
      const { themePreferencesStore } = await import('./themePreferencesStore')
      expect(themePreferencesStore().get()).toEqual(parseThemePreferences(null))
    } finally {
      allowStorage()
    }
  })
})
