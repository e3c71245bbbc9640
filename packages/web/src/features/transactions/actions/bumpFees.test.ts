import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bumpFees } from './bumpFees'

const gwei = 1_000_000_000n
const fee = fc.bigInt({ min: 0n, max: 10n ** 15n })

describe('bumpFees', () => {
  it('raises both EIP-1559 fees by more than 10 % when the node suggests less', () => {
    expect(
      bumpFees(
        { maxFeePerGas: 20n * gwei, maxPriorityFeePerGas: 2n * gwei },
        { maxFeePerGas: gwei, maxPriorityFeePerGas: gwei },
      ),
    ).toEqual({ maxFeePerGas: 22n * gwei + 1n, maxPriorityFeePerGas: (22n * gwei) / 10n + 1n })
  })

  it('takes the node’s suggestion when the network asks for more than the bump', () => {
    expect(
      bumpFees(
        { maxFeePerGas: gwei, maxPriorityFeePerGas: gwei / 10n },
        { maxFeePerGas: 50n * gwei, maxPriorityFeePerGas: 3n * gwei },
      ),
    ).toEqual({ maxFeePerGas: 50n * gwei, maxPriorityFeePerGas: 3n * gwei })
  })

  it('keeps a legacy transaction legacy', () => {
    expect(bumpFees({ gasPrice: 10n * gwei }, { maxFeePerGas: 5n * gwei, maxPriorityFeePerGas: gwei })).toEqual({
      gasPrice: 11n * gwei + 1n,
    })
  })

  it('always replaces: every fee more than 10 % higher, at least the suggestion, the cap not below the tip', () => {
    fc.assert(
      fc.property(fee, fee, fee, fee, (cap, tip, suggestedCap, suggestedTip) => {
        const next = bumpFees(
          { maxFeePerGas: cap, maxPriorityFeePerGas: tip },
          { maxFeePerGas: suggestedCap, maxPriorityFeePerGas: suggestedTip },
        )
        if ('gasPrice' in next) throw new Error('an EIP-1559 transaction became legacy')
        expect(next.maxFeePerGas * 10n).toBeGreaterThan(cap * 11n)
        expect(next.maxPriorityFeePerGas * 10n).toBeGreaterThan(tip * 11n)
        expect(next.maxFeePerGas).toBeGreaterThanOrEqual(suggestedCap)
        expect(next.maxPriorityFeePerGas).toBeGreaterThanOrEqual(suggestedTip)
        expect(next.maxFeePerGas).toBeGreaterThanOrEqual(next.maxPriorityFeePerGas)
      }),
    )
  })
})
