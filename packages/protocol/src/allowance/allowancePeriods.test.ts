import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { type AllowancePeriod, fromResetMinutes, MAX_RESET_MINUTES, toResetMinutes } from './allowancePeriods'

describe('allowance periods', () => {
  it('turns a period into the module’s minutes', () => {
    expect(toResetMinutes({ unit: 'once' })).toBe(0)
    expect(toResetMinutes({ unit: 'minutes', count: 5 })).toBe(5)
    expect(toResetMinutes({ unit: 'hours', count: 2 })).toBe(120)
    expect(toResetMinutes({ unit: 'days', count: 1 })).toBe(1_440)
    expect(toResetMinutes({ unit: 'weeks', count: 6 })).toBe(60_480)
  })

  it('refuses a count that is not a whole number from 1, or a period beyond 65,535 minutes', () => {
    for (const period of [
      { unit: 'days', count: 0 },
      { unit: 'hours', count: 1.5 },
      { unit: 'weeks', count: 7 },
      { unit: 'days', count: 46 },
    ] as AllowancePeriod[])
      expect(() => toResetMinutes(period)).toThrow(InvalidInputError)
  })

  it('reads minutes back in the largest whole unit, and round-trips every period the module can hold', () => {
    expect(fromResetMinutes(0)).toEqual({ unit: 'once' })
    expect(fromResetMinutes(2_880)).toEqual({ unit: 'days', count: 2 })
    expect(fromResetMinutes(90)).toEqual({ unit: 'minutes', count: 90 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RESET_MINUTES }), (minutes) => {
        expect(toResetMinutes(fromResetMinutes(minutes))).toBe(minutes)
      }),
    )
  })
})
