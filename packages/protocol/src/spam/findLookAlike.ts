/**
 * How many hexadecimal digits at each end of an address a look-alike copies: the first three after `0x` and the last
 * four, the parts people compare at a glance (docs/spam-and-poisoning.md §1). Safe's gateway uses the same lengths
 * for its imitation check.
 */
export const LOOK_ALIKE_PREFIX_DIGITS = 3
export const LOOK_ALIKE_SUFFIX_DIGITS = 4

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Whether `candidate` looks like `known` without being it: both are addresses, their first
 * {@link LOOK_ALIKE_PREFIX_DIGITS} and last {@link LOOK_ALIKE_SUFFIX_DIGITS} hexadecimal digits match (case does not
 * matter), and they are different addresses. Anything that is not an address is never a look-alike.
 */
export function isLookAlike(candidate: string, known: string): boolean {
  if (!ADDRESS.test(candidate) || !ADDRESS.test(known)) return false
  const a = candidate.toLowerCase()
  const b = known.toLowerCase()
  if (a === b) return false
  const prefixEnd = 2 + LOOK_ALIKE_PREFIX_DIGITS
  return (
    a.slice(2, prefixEnd) === b.slice(2, prefixEnd) &&
    a.slice(-LOOK_ALIKE_SUFFIX_DIGITS) === b.slice(-LOOK_ALIKE_SUFFIX_DIGITS)
  )
}

/**
 * The first entry of `known` that `candidate` imitates ({@link isLookAlike}), or undefined. When `candidate` is itself
 * one of the known addresses it is not a look-alike of any other: an owner, a saved contact or a past recipient is
 * trusted as such, even if another known address shares its ends.
 */
export function findLookAlike<T extends { address: string }>(candidate: string, known: Iterable<T>): T | undefined {
  const lower = candidate.toLowerCase()
  let match: T | undefined
  for (const entry of known) {
    if (entry.address.toLowerCase() === lower) return undefined
    if (match === undefined && isLookAlike(candidate, entry.address)) match = entry
  }
  return match
}
