import { LOOK_ALIKE_PREFIX_DIGITS, LOOK_ALIKE_SUFFIX_DIGITS } from '@strongroom/protocol'
import { type Address, getAddress, keccak256, toHex } from 'viem'

/**
 * An address that starts and ends like `address` (the digits `isLookAlike` compares, docs/spam-and-poisoning.md §1)
 * with a middle derived from `salt`: what a poisoner's vanity generator finds, without the search. Nobody holds its
 * key, which a poisoning transfer does not need.
 */
export function lookAlikeAddress(address: Address, salt = 'poison'): Address {
  const digits = address.slice(2).toLowerCase()
  const middleLength = 40 - LOOK_ALIKE_PREFIX_DIGITS - LOOK_ALIKE_SUFFIX_DIGITS
  let middle = keccak256(toHex(`${salt}:${digits}`)).slice(2, 2 + middleLength)
  // A middle equal to the original's would give the address itself.
  if (middle === digits.slice(LOOK_ALIKE_PREFIX_DIGITS, -LOOK_ALIKE_SUFFIX_DIGITS))
    middle = middle.replace(/^./, (c) => (c === '0' ? '1' : '0'))
  return getAddress(`0x${digits.slice(0, LOOK_ALIKE_PREFIX_DIGITS)}${middle}${digits.slice(-LOOK_ALIKE_SUFFIX_DIGITS)}`)
}
