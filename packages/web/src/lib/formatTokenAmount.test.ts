import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount'

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
    expect(formatTokenAmount('0', 18)).toBe('0')
  })

  it('treats unknown decimals as 0 and keeps an unparsable amount as is', () => {
    expect(formatTokenAmount('42', null)).toBe('42')
    expect(formatTokenAmount('4.2', 18)).toBe('4.2')
  })

  it('follows the locale', () => {
    expect(formatTokenAmount('1234500000', 6, 'de-DE')).toBe('1.234,5')
  })
})
