import fc from 'fast-check'
import { formatUnits, maxUint256, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount'

/** Any raw amount a uint256 can hold, small ones often. */
const rawAmount = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: maxUint256 }))
const decimals = fc.integer({ min: 0, max: 40 })

/** An en-US figure back to base units: grouping removed, `decimals` applied. */
const baseUnitsOf = (written: string, places: number) => parseUnits(written.replace(/,/g, ''), places)

/** `compact` en-US output read back as a number of whole tokens: "1.23M" → 1230000, "1.15E59" → 1.15e59. */
function compactValue(written: string): number {
  const match = /^(\d+(?:\.\d+)?)(?:([KMBT])|E(\d+))$/.exec(written)
  if (!match) throw new Error(`not a compact figure: ${written}`)
  const power = match[2] ? { K: 3, M: 6, B: 9, T: 12 }[match[2]]! : Number(match[3])
  return Number(match[1]) * 10 ** power
}

describe('formatTokenAmount', () => {
  it('applies the decimals and groups the whole part', () => {
    expect(formatTokenAmount('1500000', 6)).toBe('1.5')
    expect(formatTokenAmount('12345678901000000000000', 18)).toBe('12,345.678901')
    expect(formatTokenAmount('1000000000000000000', 18)).toBe('1')
  })

  it('cuts to six fraction digits without rounding up', () => {
    expect(formatTokenAmount('1999999999', 9)).toBe('1.999999')
  })

  it('never shows a dust amount as zero', () => {
    expect(formatTokenAmount('1', 18)).toBe('< 0.000001')
    expect(formatTokenAmount('-1', 18)).toBe('> -0.000001')
    expect(formatTokenAmount('0', 18)).toBe('0')
  })

  it('treats unknown decimals as 0 and keeps an unparsable amount as is', () => {
    expect(formatTokenAmount('42', null)).toBe('42')
    expect(formatTokenAmount('42', -3)).toBe('42')
    expect(formatTokenAmount('4.2', 18)).toBe('4.2')
  })

  it('follows the locale, its separators and its digits', () => {
    expect(formatTokenAmount('1234500000', 6, { locale: 'de-DE' })).toBe('1.234,5')
    expect(formatTokenAmount('1', 18, { locale: 'de-DE' })).toBe('< 0,000001')
    expect(formatTokenAmount('1234500000', 6, { locale: 'ar-EG', notation: 'exact' })).toBe('١٬٢٣٤٫٥')
    expect(formatTokenAmount('1999999000000', 6, { locale: 'de-DE', notation: 'compact' })).toBe('1,99\u00a0Mio.')
  })

  it('writes every digit in exact notation, a review’s', () => {
    expect(formatTokenAmount('1', 18, { notation: 'exact' })).toBe('0.000000000000000001')
    expect(formatTokenAmount('1234567890123456789', 18, { notation: 'exact' })).toBe('1.234567890123456789')
  })

  it('compacts from one million on, cut to three significant digits, and writes a power of ten from 10^15', () => {
    expect(formatTokenAmount('999999999999', 6, { notation: 'compact' })).toBe('999,999.999999')
    expect(formatTokenAmount('1000000', 0, { notation: 'compact' })).toBe('1M')
    expect(formatTokenAmount('1999999', 0, { notation: 'compact' })).toBe('1.99M')
    expect(formatTokenAmount('4567000000', 0, { notation: 'compact' })).toBe('4.56B')
    expect(formatTokenAmount('999999999999999', 0, { notation: 'compact' })).toBe('999T')
    expect(formatTokenAmount(maxUint256.toString(), 18, { notation: 'compact' })).toBe('1.15E59')
    expect(formatTokenAmount('-1999999', 0, { notation: 'compact' })).toBe('-1.99M')
  })

  it('exact notation keeps every digit of the amount, in any locale', () => {
    fc.assert(
      fc.property(
        rawAmount,
        decimals,
        fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'de-CH', 'hi-IN', 'ja-JP'),
        (raw, places, locale) => {
          const written = formatTokenAmount(raw.toString(), places, { notation: 'exact', locale })
          expect(written.replace(/\D/g, '')).toBe(formatUnits(raw, places).replace(/\D/g, ''))
          if (locale === 'en-US') expect(baseUnitsOf(written, places)).toBe(raw)
        },
      ),
    )
  })

  it('standard notation is never more than the amount, less by under 0.000001, and never zero for a non-zero amount', () => {
    fc.assert(
      fc.property(rawAmount, decimals, (raw, places) => {
        const written = formatTokenAmount(raw.toString(), places)
        const unit = places > 6 ? 10n ** BigInt(places - 6) : 1n
        if (written.startsWith('< ')) {
          expect(raw > 0n && raw < unit).toBe(true)
          return
        }
        expect(written === '0').toBe(raw === 0n)
        const shown = baseUnitsOf(written, places)
        expect(shown <= raw).toBe(true)
        expect(raw - shown < unit).toBe(true)
      }),
    )
  })

  it('compact notation stays short, is never more than the amount and is off by under 1 %', () => {
    fc.assert(
      fc.property(rawAmount, decimals, (raw, places) => {
        const written = formatTokenAmount(raw.toString(), places, { notation: 'compact' })
        if (raw / 10n ** BigInt(places) < 1_000_000n) {
          expect(written).toBe(formatTokenAmount(raw.toString(), places))
          return
        }
        expect(written.length).toBeLessThanOrEqual(7)
        const tokens = Number(formatUnits(raw, places))
        const shown = compactValue(written)
        expect(shown).toBeLessThanOrEqual(tokens * (1 + 1e-12))
        expect(shown).toBeGreaterThan(tokens * 0.99)
      }),
    )
  })
})
