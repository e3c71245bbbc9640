import { describe, expect, it } from 'vitest'
import { ACCENT_NAMES, ACCENT_PRESETS } from './accentPresets'
import { createRainbowTheme } from './createRainbowTheme'

describe('createRainbowTheme', () => {
  it('offers the six RainbowKit accent presets with their spec values, blue first', () => {
    expect(ACCENT_PRESETS).toEqual({
      blue: '#0E76FD',
      green: '#1DB847',
      orange: '#FF801F',
      pink: '#FF5CA0',
      purple: '#5F5AFA',
      red: '#FA423C',
    })
    expect(ACCENT_NAMES[0]).toBe('blue')
  })

  it('uses the fill shade of the preset as accent in both schemes, with medium radius, system fonts and a small overlay blur', () => {
    const light = createRainbowTheme('light', 'green')
    const dark = createRainbowTheme('dark', 'green')
    expect(light.colors.accentColor).toBe('#148132')
    expect(dark.colors.accentColor).toBe('#148132')
    expect(light.colors.accentColorForeground).toBe('#FFFFFF')
    // RainbowKit's scales: medium radius is a 16px modal, small overlay blur is 4px; rounded would be SF Pro Rounded.
    expect(light.radii.modal).toBe('16px')
    expect(light.fonts.body).toMatch(/^-apple-system, BlinkMacSystemFont/)
    expect(light.blurs.modalOverlay).toBe('blur(4px)')
  })

  it('switches the surfaces between light and dark', () => {
    expect(createRainbowTheme('light', 'blue').colors.modalBackground).toBe('#FFF')
    expect(createRainbowTheme('dark', 'blue').colors.modalBackground).toBe('#1A1B1F')
  })
})
