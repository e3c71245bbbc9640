import { describe, expect, it } from 'vitest'
import { toDecimalString } from './toDecimalString'

describe('toDecimalString', () => {
  it('writes integers, fractions, tiny and huge numbers without exponent', () => {
    expect(toDecimalString(3000)).toBe('3000')
    expect(toDecimalString(0.92)).toBe('0.92')
    expect(toDecimalString(1e-7)).toBe('0.0000001')
    expect(toDecimalString(1.5e21)).toBe('1500000000000000000000')
    expect(toDecimalString(0)).toBe('0')
  })

  it('rejects negative and non-finite values', () => {
    expect(() => toDecimalString(-1)).toThrow('finite non-negative')
    expect(() => toDecimalString(Number.NaN)).toThrow('finite non-negative')
    expect(() => toDecimalString(Number.POSITIVE_INFINITY)).toThrow('finite non-negative')
  })
})
