import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME_PREFERENCES, parseThemePreferences } from './ThemePreferences'

describe('parseThemePreferences', () => {
  it('keeps valid choices', () => {
    expect(parseThemePreferences({ mode: 'dark', accent: 'pink' })).toEqual({ mode: 'dark', accent: 'pink' })
  })

  it('falls back per field, keeping the valid one', () => {
    expect(parseThemePreferences({ mode: 'sepia', accent: 'green' })).toEqual({ mode: 'system', accent: 'green' })
    expect(parseThemePreferences({ mode: 'light', accent: '#123456' })).toEqual({ mode: 'light', accent: 'blue' })
  })

  it('answers the defaults (system, blue) for anything that is not an object', () => {
    expect(DEFAULT_THEME_PREFERENCES).toEqual({ mode: 'system', accent: 'blue' })
    for (const input of [null, undefined, 'dark', 42, ['dark']]) {
      expect(parseThemePreferences(input)).toEqual(DEFAULT_THEME_PREFERENCES)
    }
  })
})
