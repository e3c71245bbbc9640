import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeConfirmations } from './describeConfirmations'

describe('describeConfirmations', () => {
  it('says how many signed out of those needed', () => {
    expect(describeConfirmations(0, 2)).toBe('0 of 2 signed')
    expect(describeConfirmations(2, 3)).toBe('2 of 3 signed')
    expect(describeConfirmations(2, 2)).toBe('2 of 2 signed')
  })

  it('never says more signed "of" fewer needed (a threshold lowered after signing)', () => {
    expect(describeConfirmations(3, 2)).toBe('3 signed, 2 needed')
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (submitted, required) => {
        const words = describeConfirmations(submitted, required)
        const of = /^(\d+) of (\d+) signed$/.exec(words)
        if (of) expect(Number(of[1])).toBeLessThanOrEqual(Number(of[2]))
        else expect(words).toBe(`${submitted} signed, ${required} needed`)
      }),
    )
  })
})
