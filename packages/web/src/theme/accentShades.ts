/**
 * How much of the accent preset the readable shades keep, mixed in sRGB with black (fills under white text, accent
 * text on a light page) or white (accent text on a dark page). global.css writes the same shares as `color-mix()`, so
 * the landing page needs no code for them; accentShades.test.ts checks that every preset then reads at 4.5:1 (WCAG AA)
 * and that the two agree.
 */
export const ACCENT_SHARES = { fill: 0.7, lightText: 0.68, darkText: 0.8 } as const

/** `hex` (#rrggbb) mixed with black or white in sRGB, keeping `share` of it, as CSS `color-mix(in srgb, …)` does. */
export function mixAccent(hex: string, share: number, other: 'black' | 'white'): string {
  const target = other === 'black' ? 0 : 255
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16)
    return Math.round(value * share + target * (1 - share))
  })
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`
}
