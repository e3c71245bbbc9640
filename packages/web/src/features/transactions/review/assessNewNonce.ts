/** What the nonce field says about the nonce chosen for a new transaction. */
export type NonceAssessment =
  | { level: 'ok' }
  | { level: 'invalid'; message: string }
  /** Allowed, but the owner must know what it means. */
  | { level: 'warning'; kind: 'replace' | 'skip'; message: string }

/**
 * Checks the nonce typed for a new transaction against the Safe's (`current`, on chain), the gateway's recommended one
 * (after every queued proposal) and the nonces of queued proposals: below the Safe's is refused; a queued nonce makes
 * this a replacement (only one of them can ever run); above the recommended one leaves a gap that must be filled
 * before this can run (docs/new-transactions.md §Nonce).
 */
export function assessNewNonce(
  input: string,
  { current, recommended, queued }: { current: bigint; recommended: bigint; queued: readonly bigint[] },
): NonceAssessment & { nonce?: bigint } {
  const text = input.trim()
  if (!/^\d+$/.test(text)) return { level: 'invalid', message: 'Enter the nonce as a whole number, such as 0 or 12.' }
  const nonce = BigInt(text)
  if (nonce >= 2n ** 64n) return { level: 'invalid', message: 'This nonce is far too large for a Safe.' }
  if (nonce < current)
    return {
      level: 'invalid',
      message: `Nonce ${nonce} is already used: the Safe has executed up to #${current - 1n}. Choose #${current} or later.`,
    }
  if (queued.includes(nonce) || nonce < recommended)
    return {
      nonce,
      level: 'warning',
      kind: 'replace',
      message: `Transaction #${nonce} is already queued: this one replaces it. Only one of them can ever be executed; executing either cancels the other.`,
    }
  if (nonce > recommended)
    return {
      nonce,
      level: 'warning',
      kind: 'skip',
      message:
        nonce === recommended + 1n
          ? `Nonce ${nonce} skips #${recommended}: this transaction cannot be executed until a transaction with nonce ${recommended} is.`
          : `Nonce ${nonce} skips #${recommended} to #${nonce - 1n}: this transaction cannot be executed until transactions with those nonces are.`,
    }
  return { nonce, level: 'ok' }
}
