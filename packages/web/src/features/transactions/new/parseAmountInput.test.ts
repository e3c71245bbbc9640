import fc from 'fast-check'
import { formatUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAmountInput } from './parseAmountInput'

const dusd = { decimals: 6, balance: 1_000_000_000n, symbol: 'dUSD' }

describe('parseAmountInput', () => {
  it('reads whole and decimal amounts in the token’s unit', () => {
    expect(parseAmountInput('1.5', dusd)).toEqual({ amount: 1_500_000n })
    expect(parseAmountInput(' 250 ', dusd)).toEqual({ amount: 250_000_000n })
    expect(parseAmountInput('.25', dusd)).toEqual({ amount: 250_000n })
    expect(parseAmountInput('1000', dusd)).toEqual({ amount: 1_000_000_000n })
  })

  it('says precisely what is wrong', () => {
    expect(parseAmountInput('', dusd).error).toBe('Enter an amount.')
    expect(parseAmountInput('1,5', dusd).error).toMatch(/^Enter the amount as a plain number/)
    expect(parseAmountInput('abc', dusd).error).toMatch(/^Enter the amount as a plain number/)
    expect(parseAmountInput('.', dusd).error).toMatch(/^Enter the amount as a plain number/)
    expect(parseAmountInput('-1', dusd).error).toMatch(/^Enter the amount as a plain number/)
    expect(parseAmountInput('0.0000001', dusd).error).toBe('dUSD has 6 decimals: this amount has 7.')
    expect(parseAmountInput('1.5', { ...dusd, decimals: 0, symbol: 'KEY' }).error).toBe(
      'KEY has no decimals: enter a whole number.',
    )
    expect(parseAmountInput('0.000', dusd).error).toBe('Enter an amount greater than 0.')
    expect(parseAmountInput('1000.000001', dusd).error).toBe('The Safe holds only 1,000 dUSD: enter that or less.')
    // What it holds, every digit: never '< 0.000001' or a cut figure the person would then type.
    expect(parseAmountInput('1', { decimals: 18, balance: 1n, symbol: 'ETH' }).error).toBe(
      'The Safe holds only 0.000000000000000001 ETH: enter that or less.',
    )
  })

  it('reads back every amount up to the balance written with its decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.bigInt({ min: 1n, max: 10n ** 40n }), (decimals, amount) => {
        const text = formatUnits(amount, decimals)
        expect(parseAmountInput(text, { decimals, balance: amount, symbol: 'T' })).toEqual({ amount })
        expect(parseAmountInput(text, { decimals, balance: amount - 1n, symbol: 'T' }).error).toMatch(/holds only/)
      }),
    )
  })
})
