import type { Address } from 'viem'
import { createSafeTx } from './createSafeTx'
import type { SafeTx } from './SafeTx'

/**
 * The rejection of the transaction at `nonce`: a 0-value call of the Safe to itself without data (`isRejectionSafeTx`).
 * Once executed it uses the nonce, so no other transaction at that nonce can run.
 */
export function createRejectionSafeTx({ safe, nonce }: { safe: Address; nonce: bigint }): SafeTx {
  return createSafeTx({ to: safe, nonce })
}
