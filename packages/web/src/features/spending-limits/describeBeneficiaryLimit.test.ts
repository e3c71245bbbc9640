import { toAllowance } from '@strongroom/protocol'
import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeBeneficiaryLimit } from './BeneficiarySpend'
import { describeResetPeriodOf } from './describeResetPeriodOf'

const DUSD = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const minute = (value: number) => new Date(value * 60_000)

describe('the beneficiary’s allowance in words', () => {
  it('says what is left and until when for a periodic allowance', () => {
    const allowance = toAllowance([100_000_000n, 60_000_000n, 1_440n, 29_000_000n, 2n], minute(29_000_010))
    const text = describeBeneficiaryLimit({ delegate: BOB, token: DUSD, allowance, symbol: 'dUSD', decimals: 6 })
    expect(text).toMatch(/^You can spend up to 40 dUSD until .+, when your allowance of 100 dUSD refills\.$/)
    expect(text).toContain(allowance.resetsAt!.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }))
  })

  it('says a one-time allowance does not refill', () => {
    const allowance = toAllowance([10n ** 17n, 0n, 0n, 29_000_000n, 1n], minute(29_000_010))
    expect(
      describeBeneficiaryLimit({ delegate: BOB, token: zeroAddress, allowance, symbol: 'ETH', decimals: 18 }),
    ).toBe('You can spend up to 0.1 ETH (a one-time allowance).')
  })

  it('names the period', () => {
    expect(describeResetPeriodOf({ resetMinutes: 0 })).toBe('once')
    expect(describeResetPeriodOf({ resetMinutes: 1_440 })).toBe('per day')
    expect(describeResetPeriodOf({ resetMinutes: 120 })).toBe('per 2 hours')
    expect(describeResetPeriodOf({ resetMinutes: 90 })).toBe('per 90 minutes')
  })
})
