import type { Address, Hash } from 'viem'
import type { ExecTransactionCall } from './decodeSafeCall'
import { matchSafeTxHash, toSafeTx } from './hashExecTransaction'

/**
 * The nonce at which `call` hashes to `expected` on `safe`, searched without reading old state (docs/indexing.md
 * §3.7): every nonce a past execution consumed lies below `upper` (the Safe's nonce now). The search tries each of
 * `hints`, then widens around the first: hint − 1, hint + 1, hint − 2, … until both ends of [0, upper) are passed. A
 * right hint makes it one hash; at worst it costs `upper` hashes (plus the other hints; two domains each). Null when
 * no nonce in range gives that hash.
 */
export function findNonceByHash({
  chainId,
  safe,
  call,
  expected,
  hints,
  upper,
}: {
  chainId: number
  safe: Address
  call: ExecTransactionCall
  expected: Hash
  hints: readonly [bigint, ...bigint[]]
  upper: bigint
}): bigint | null {
  if (upper <= 0n) return null
  const clamp = (hint: bigint) => (hint < 0n ? 0n : hint >= upper ? upper - 1n : hint)
  const matches = (nonce: bigint) => matchSafeTxHash({ chainId, safe, tx: toSafeTx(call, nonce), expected }) !== null
  for (const hint of hints) if (matches(clamp(hint))) return clamp(hint)
  const start = clamp(hints[0])
  for (let step = 1n; start - step >= 0n || start + step < upper; step++) {
    if (start - step >= 0n && matches(start - step)) return start - step
    if (start + step < upper && matches(start + step)) return start + step
  }
  return null
}
