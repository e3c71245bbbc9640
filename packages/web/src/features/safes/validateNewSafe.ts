import type { Address } from 'viem'
import { parseAddressInput, type ServedChain } from '../../lib/parseAddressInput'

// Safe.sol rejects these as owners (GS203): the zero address and the linked-list sentinel.
const RESERVED = new Set(['0x0000000000000000000000000000000000000000', '0x0000000000000000000000000000000000000001'])

/** A new Safe's owners and threshold as the form holds them. */
export interface NewSafeInput {
  owners: readonly string[]
  threshold: number
}

/** Per-field findings; `valid` holds the setup to deploy when there are none. */
export interface NewSafeValidation {
  ownerErrors: (string | undefined)[]
  thresholdError?: string | undefined
  valid?: { owners: Address[]; threshold: number } | undefined
}

/**
 * Checks a new Safe's setup the way `Safe.setup` will: every owner a valid address, none reserved or listed twice,
 * and 1 ≤ threshold ≤ number of owners.
 */
export function validateNewSafe({ owners, threshold }: NewSafeInput, chain: ServedChain): NewSafeValidation {
  const seen = new Set<string>()
  const parsed: Address[] = []
  const ownerErrors = owners.map((input) => {
    const result = parseAddressInput(input, chain)
    if (result.error !== undefined) return result.error
    const key = result.address.toLowerCase()
    if (RESERVED.has(key)) return 'This address cannot be an owner.'
    if (seen.has(key)) return 'This owner is already listed.'
    seen.add(key)
    parsed.push(result.address)
    return undefined
  })
  let thresholdError: string | undefined
  if (owners.length === 0) thresholdError = 'Add at least one owner.'
  else if (!Number.isInteger(threshold) || threshold < 1 || threshold > owners.length)
    thresholdError = `The threshold must be between 1 and ${owners.length}.`
  const valid =
    thresholdError === undefined && ownerErrors.every((error) => error === undefined)
      ? { owners: parsed, threshold }
      : undefined
  return { ownerErrors, thresholdError, valid }
}
