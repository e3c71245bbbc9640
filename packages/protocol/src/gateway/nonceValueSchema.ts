import { uintValueSchema } from './uintValueSchema'

/**
 * The largest nonce a proposal may name, 2^53 - 2. The API writes nonces as JSON numbers, which hold integers exactly
 * only up to 2^53 - 1, and answers `recommendedNonce` as the highest proposed nonce + 1, which must fit too. A Safe's
 * nonce grows by one per execution, so no Safe ever reaches it: a larger nonce can only be a mistake or an attack.
 */
export const MAX_PROPOSAL_NONCE = BigInt(Number.MAX_SAFE_INTEGER) - 1n

/** A proposal's nonce: an unsigned integer (decimal string or JSON number) of at most {@link MAX_PROPOSAL_NONCE}. */
export const nonceValueSchema = uintValueSchema.refine(
  (value) => BigInt(value) <= MAX_PROPOSAL_NONCE,
  `must not exceed ${MAX_PROPOSAL_NONCE} (2^53 - 2): nonces are written as JSON numbers`,
)
