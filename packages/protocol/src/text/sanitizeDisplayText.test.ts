import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sanitizeDisplayText } from './sanitizeDisplayText'

const forbidden = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Default_Ignorable_Code_Point}]/u
/** Characters chosen to hit the rule's edges: bidi controls, zero-width, fillers, marks, surrogate pairs, spaces. */
const tricky = fc.constantFrom(
  '\u202e',
  '\u202d',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u3164',
  '\u115f',
  '\ufe0f',
  '\u034f',
  '\u{e0041}',
  '\u2028',
  '\u2029',
  '\n',
  '\t',
  '\u0000',
  '\u009b',
  '\u0301',
  '\u0300',
  ' ',
  '\u00a0',
  '\u3000',
  'a',
  'Z',
  '7',
  '.',
  'é',
  'ש',
  'ع',
  '😀',
  '\ue000',
)
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.array(tricky, { maxLength: 60 }).map((parts) => parts.join('')),
)

describe('sanitizeDisplayText', () => {
  it('leaves nothing that reorders or hides text, no stray space, and is idempotent', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 120 }), (input, max) => {
        const output = sanitizeDisplayText(input, max)
        expect(output).not.toMatch(forbidden)
        expect(output).not.toMatch(/^\s|\s$|\s\s|[^\S ]/u)
        expect(output).not.toMatch(/\p{M}{5}/u)
        expect([...output].length).toBeLessThanOrEqual(max)
        expect(output).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/)
        expect(sanitizeDisplayText(output, max)).toBe(output)
      }),
      { seed: 20, numRuns: 500 },
    )
  })

  it('keeps ordinary names as they are', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,'&()-]{0,60}[A-Za-z0-9]$/), (name) => {
        fc.pre(!/ {2}/.test(name))
        expect(sanitizeDisplayText(name)).toBe(name)
      }),
      { seed: 21 },
    )
    expect(sanitizeDisplayText('Café Ünïcödé 日本 שלום')).toBe('Café Ünïcödé 日本 שלום')
  })

  it('defeats the known tricks', () => {
    expect(sanitizeDisplayText('Uniswap\u202egnp.exe')).toBe('Uniswapgnp.exe')
    expect(sanitizeDisplayText('Tre\u200basury')).toBe('Treasury')
    expect(sanitizeDisplayText('\u2067Bob\u2069 0x12')).toBe('Bob 0x12')
    expect(sanitizeDisplayText('Alice\n\nSends 100 ETH')).toBe('Alice Sends 100 ETH')
    expect(sanitizeDisplayText('\u3164\u3164')).toBe('')
    expect(sanitizeDisplayText('😀'.repeat(5), 3)).toBe('😀😀😀')
  })
})
