import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { toAllowance } from './toAllowance'

const MINUTE = 60_000
const at = (minute: number, seconds = 0) => new Date(minute * MINUTE + seconds * 1000)

describe('toAllowance', () => {
  it('a one-time allowance never refills', () => {
    const allowance = toAllowance([100n, 30n, 0n, 1_000n, 2n], at(900_000))
    expect(allowance).toEqual({
      amount: 100n,
      spent: 30n,
      remaining: 70n,
      resetMinutes: 0,
      lastResetMinute: 1_000,
      nonce: 2,
      resetsAt: null,
    })
  })

  it('a daily allowance keeps what was spent within the day and says when it refills', () => {
    const allowance = toAllowance([100n, 30n, 1_440n, 10_000n, 3n], at(10_000 + 1_439, 59))
    expect(allowance.spent).toBe(30n)
    expect(allowance.remaining).toBe(70n)
    expect(allowance.resetsAt).toEqual(at(11_440))
  })

  it('refills once a whole period has passed, the period start moved to the last whole period', () => {
    const allowance = toAllowance([100n, 100n, 1_440n, 10_000n, 3n], at(10_000 + 3 * 1_440 + 5))
    expect(allowance.spent).toBe(0n)
    expect(allowance.remaining).toBe(100n)
    expect(allowance.lastResetMinute).toBe(10_000 + 3 * 1_440)
    expect(allowance.resetsAt).toEqual(at(10_000 + 4 * 1_440))
  })

  it('an amount lowered below what was spent leaves nothing, not a negative', () => {
    expect(toAllowance([10n, 30n, 0n, 1n, 2n], at(2)).remaining).toBe(0n)
  })

  it('refuses words outside the module’s field widths, or not five of them', () => {
    expect(() => toAllowance([2n ** 96n, 0n, 0n, 0n, 0n], at(0))).toThrow(InvalidInputError)
    expect(() => toAllowance([1n, 0n, 2n ** 16n, 0n, 0n], at(0))).toThrow(InvalidInputError)
    expect(() => toAllowance([1n, 0n, 0n, 0n], at(0))).toThrow(InvalidInputError)
  })

  const words = fc.record({
    amount: fc.bigInt({ min: 0n, max: 2n ** 96n - 1n }),
    spent: fc.bigInt({ min: 0n, max: 2n ** 96n - 1n }),
    period: fc.integer({ min: 1, max: 0xffff }),
    lastReset: fc.integer({ min: 1, max: 30_000_000 }),
    elapsed: fc.integer({ min: 0, max: 10_000_000 }),
  })

  it('periodic: now lies within [lastReset, resetsAt), the start stays on the period grid, spent only drops to 0', () => {
    fc.assert(
      fc.property(words, ({ amount, spent, period, lastReset, elapsed }) => {
        const now = at(lastReset + elapsed, 30)
        const allowance = toAllowance([amount, spent, BigInt(period), BigInt(lastReset), 1n], now)
        expect(allowance.lastResetMinute).toBeLessThanOrEqual(lastReset + elapsed)
        expect(allowance.resetsAt!.getTime()).toBeGreaterThan(now.getTime())
        expect((allowance.lastResetMinute - lastReset) % period).toBe(0)
        expect(allowance.spent === spent || allowance.spent === 0n).toBe(true)
        expect(allowance.spent === 0n || elapsed < period).toBe(true)
        expect(allowance.remaining).toBe(amount > allowance.spent ? amount - allowance.spent : 0n)
      }),
    )
  })

  it('is stable: reading its own result again at the same moment changes nothing', () => {
    fc.assert(
      fc.property(words, ({ amount, spent, period, lastReset, elapsed }) => {
        const now = at(lastReset + elapsed)
        const once = toAllowance([amount, spent, BigInt(period), BigInt(lastReset), 1n], now)
        const twice = toAllowance(
          [once.amount, once.spent, BigInt(once.resetMinutes), BigInt(once.lastResetMinute), 1n],
          now,
        )
        expect(twice).toEqual(once)
      }),
    )
  })
})
