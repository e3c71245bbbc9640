import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { checkAllowanceSpend } from './checkAllowanceSpend'
import { toAllowance } from './toAllowance'

const describe6 = (value: bigint) => `${value} dUSD`

describe('checkAllowanceSpend', () => {
  const daily = toAllowance([100n, 30n, 1_440n, 10_000n, 2n], new Date(10_001 * 60_000))

  it('lets through anything up to what is left', () => {
    expect(() => checkAllowanceSpend(daily, 70n, describe6)).not.toThrow()
    expect(() => checkAllowanceSpend(daily, 1n, describe6)).not.toThrow()
  })

  it('refuses more than is left with a sentence naming what is left and when it refills', () => {
    expect(() => checkAllowanceSpend(daily, 71n, describe6)).toThrow(InvalidInputError)
    expect(() => checkAllowanceSpend(daily, 71n, describe6)).toThrow(
      /up to 70 dUSD\. It refills on Thu, 08 Jan 1970 22:40:00 GMT\./,
    )
  })

  it('refuses zero', () => {
    expect(() => checkAllowanceSpend(daily, 0n, describe6)).toThrow('greater than zero')
  })
})
