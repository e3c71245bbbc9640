import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { findLookAlike, isLookAlike, LOOK_ALIKE_PREFIX_DIGITS, LOOK_ALIKE_SUFFIX_DIGITS } from './findLookAlike'

const hexDigits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length })
const address = hexDigits(40).map((digits) => `0x${digits}`)
const MIDDLE = 40 - LOOK_ALIKE_PREFIX_DIGITS - LOOK_ALIKE_SUFFIX_DIGITS

/** A known address and a different one with the same ends, as a poisoner would generate it. */
const lookAlikePair = fc
  .tuple(address, hexDigits(MIDDLE))
  .filter(([known, middle]) => known.slice(2 + LOOK_ALIKE_PREFIX_DIGITS, -LOOK_ALIKE_SUFFIX_DIGITS) !== middle)
  .map(([known, middle]) => ({
    known,
    lookAlike: `${known.slice(0, 2 + LOOK_ALIKE_PREFIX_DIGITS)}${middle}${known.slice(-LOOK_ALIKE_SUFFIX_DIGITS)}`,
  }))

/** Changes one digit of `text` at `index`. */
const changeDigit = (text: string, index: number) =>
  `${text.slice(0, index)}${text[index] === 'a' ? 'b' : 'a'}${text.slice(index + 1)}`

describe('isLookAlike', () => {
  it('flags every different address with the same first and last digits, in any letter case', () => {
    fc.assert(
      fc.property(lookAlikePair, ({ known, lookAlike }) => {
        expect(isLookAlike(lookAlike, known)).toBe(true)
        expect(isLookAlike(getAddress(lookAlike), known)).toBe(true)
        expect(isLookAlike(lookAlike.toUpperCase().replace('0X', '0x'), getAddress(known))).toBe(true)
      }),
    )
  })

  it('never flags an address as a look-alike of itself, whatever its case', () => {
    fc.assert(
      fc.property(address, (a) => {
        expect(isLookAlike(a, a)).toBe(false)
        expect(isLookAlike(getAddress(a), a)).toBe(false)
      }),
    )
  })

  it('is symmetric', () => {
    fc.assert(
      fc.property(address, address, (a, b) => {
        expect(isLookAlike(a, b)).toBe(isLookAlike(b, a))
      }),
    )
  })

  it('does not flag an address whose first or last digits differ', () => {
    const leading = fc.integer({ min: 2, max: 1 + LOOK_ALIKE_PREFIX_DIGITS })
    const trailing = fc.integer({ min: 42 - LOOK_ALIKE_SUFFIX_DIGITS, max: 41 })
    fc.assert(
      fc.property(lookAlikePair, fc.oneof(leading, trailing), ({ known, lookAlike }, index) => {
        expect(isLookAlike(changeDigit(lookAlike, index), known)).toBe(false)
      }),
    )
  })

  it('never flags what is not an address, and never throws on it', () => {
    fc.assert(
      fc.property(fc.string(), address, (text, known) => {
        fc.pre(!/^0x[0-9a-fA-F]{40}$/.test(text))
        expect(isLookAlike(text, known)).toBe(false)
        expect(isLookAlike(known, text)).toBe(false)
      }),
    )
  })
})

describe('findLookAlike', () => {
  it('names the known entry a look-alike imitates, among unrelated ones', () => {
    fc.assert(
      fc.property(lookAlikePair, fc.array(address, { maxLength: 5 }), ({ known, lookAlike }, others) => {
        const unrelated = others.filter((other) => !isLookAlike(lookAlike, other) && other !== lookAlike)
        const entries = [
          ...unrelated.map((other) => ({ address: other })),
          { address: getAddress(known), name: 'Payee' },
        ]
        expect(findLookAlike(lookAlike, entries)).toEqual({ address: getAddress(known), name: 'Payee' })
      }),
    )
  })

  it('flags nothing when the address is itself known, even if another known address shares its ends', () => {
    fc.assert(
      fc.property(lookAlikePair, ({ known, lookAlike }) => {
        expect(findLookAlike(lookAlike, [{ address: known }, { address: getAddress(lookAlike) }])).toBeUndefined()
      }),
    )
  })

  it('flags nothing against an empty list', () => {
    fc.assert(
      fc.property(address, (a) => {
        expect(findLookAlike(a, [])).toBeUndefined()
      }),
    )
  })
})
