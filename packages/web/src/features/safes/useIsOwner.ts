import type { SafeInfo } from '@strongroom/protocol'
import { useAccount } from 'wagmi'

/**
 * Whether the connected wallet is an owner of the Safe: `true`/`false` once both are known, `undefined` while the
 * Safe is loading. Without a connected wallet the answer is `false` (the Safe is read-only).
 */
export function useIsOwner(safe: SafeInfo | undefined): boolean | undefined {
  const { address } = useAccount()
  if (!safe) return undefined
  if (!address) return false
  return safe.owners.some((owner) => owner.value.toLowerCase() === address.toLowerCase())
}
