import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it('writes a currency amount with two decimals and grouping', () => {
    expect(formatFiat('1234.5', 'USD')).toBe('$1,234.50')
    expect(formatFiat('0', 'EUR')).toBe('€0.00')
    expect(formatFiat('1234.5', 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€')
  })

  it('says a value too small to show is below the smallest it can show, never zero', () => {
    expect(formatFiat('0.004', 'USD')).toBe('< $0.01')
    expect(formatFiat('0.000000001', 'USDT1')).toBe('< 0.00000001 USDT1')
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 1e12, noNaN: true }), (value) => {
        const written = formatFiat(String(value), 'USD')
        expect(written).not.toBe('$0.00')
        expect(written.startsWith('< ')).toBe(value < 0.01)
      }),
    )
  })

  it('shortens from one million on in compact notation only', () => {
    expect(formatFiat('1234567.89', 'USD', { notation: 'compact' })).toBe('$1.23M')
    expect(formatFiat('999999.5', 'USD', { notation: 'compact' })).toBe('$999,999.50')
    expect(formatFiat('1234567.89', 'USD')).toBe('$1,234,567.89')
  })

  it('writes codes Intl cannot format as a currency after the number', () => {
    expect(formatFiat('0.00012345', 'USDT1')).toBe('0.00012345 USDT1')
  })

  it('keeps a value that is not a number as the gateway wrote it', () => {
    expect(formatFiat('n/a', 'USD')).toBe('n/a USD')
  })
})
