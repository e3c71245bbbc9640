import { describe, expect, it } from 'vitest'
import { formatFiat } from './formatFiat'

describe('formatFiat', () => {
  it('writes a currency amount with two decimals and grouping', () => {
    expect(formatFiat('1234.5', 'USD')).toBe('$1,234.50')
    expect(formatFiat('0', 'EUR')).toBe('€0.00')
    expect(formatFiat('0.004', 'USD')).toBe('$0.00')
  })

  it('writes codes Intl cannot format as a currency after the number', () => {
    expect(formatFiat('0.00012345', 'USDT1')).toBe('0.00012345 USDT1')
  })

  it('keeps a value that is not a number as the gateway wrote it', () => {
    expect(formatFiat('n/a', 'USD')).toBe('n/a USD')
  })
})
