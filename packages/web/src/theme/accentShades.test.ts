// biome-ignore lint/style/noRestrictedImports: the test reads global.css as text; vitest empties CSS imports, ?raw too.
import { readFileSync } from 'node:fs'
// biome-ignore lint/style/noRestrictedImports: as above.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACCENT_PRESETS } from './accentPresets'
import { ACCENT_SHARES, mixAccent } from './accentShades'

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((start) => {
      const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8')

/** Every value global.css gives the token `name` (light first, then the dark blocks). */
const tokens = (name: string) => [...css.matchAll(new RegExp(`--${name}: ([^;]+);`, 'g'))].map((match) => match[1]!)

describe('accent shades', () => {
  it('global.css mixes the shares accentShades.ts names', () => {
    expect(tokens('color-accent-fill')).toEqual([
      `color-mix(in srgb, var(--color-accent) ${ACCENT_SHARES.fill * 100}%, black)`,
    ])
    const text = tokens('color-accent-text')
    expect(text[0]).toBe(`color-mix(in srgb, var(--color-accent) ${ACCENT_SHARES.lightText * 100}%, black)`)
    expect(text.slice(1)).toEqual(
      Array(2).fill(`color-mix(in srgb, var(--color-accent) ${ACCENT_SHARES.darkText * 100}%, white)`),
    )
  })

  it.each(Object.entries(ACCENT_PRESETS))(
    '%s reads at 4.5:1 as a fill under white text and as text in both schemes',
    (_, hex) => {
      const [lightSurfaces, darkSurfaces] = [0, 1].map((scheme) =>
        ['color-surface', 'color-page', 'color-warning-surface'].map((name) => tokens(name)[scheme]!),
      )
      expect(contrast(mixAccent(hex, ACCENT_SHARES.fill, 'black'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
      for (const surface of lightSurfaces!)
        expect(contrast(mixAccent(hex, ACCENT_SHARES.lightText, 'black'), surface)).toBeGreaterThanOrEqual(4.5)
      for (const surface of darkSurfaces!)
        expect(contrast(mixAccent(hex, ACCENT_SHARES.darkText, 'white'), surface)).toBeGreaterThanOrEqual(4.5)
    },
  )
})
