import { getSafeVersionSupport, type SafeInfo } from '@strongroom/protocol'
import { useAccount } from 'wagmi'

/**
 * Whether the connected wallet is an owner of the Safe who may sign for it here: `true`/`false` once both are known,
 * `undefined` while the Safe is loading. Without a connected wallet the answer is `false` (the Safe is read-only),
 * and so it is for a Safe whose version Strongroom does not fully support (1.0.0–1.2.0 or unknown code:
 * getSafeVersionSupport, docs/safe-versions.md §1): every signing screen goes through this answer.
 */
export function useIsOwner(safe: SafeInfo | undefined): boolean | undefined {
  const { address } = useAccount()
  if (!safe) return undefined
  if (!address || getSafeVersionSupport(safe.version).status !== 'full') return false
  return safe.owners.some((owner) => owner.value.toLowerCase() === address.toLowerCase())
}
