import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { ownedSafesQuery } from '../../lib/query/ownedSafesQuery'

/**
 * The Safes `owner` owns on this deployment's chain: the same query as the Safes list (features/safes
 * `useOwnedSafes`, one cache entry), which is not exported because features/safes/index.ts is on the landing page.
 */
export function useSafesOwnedBy(owner: Address) {
  return useQuery(ownedSafesQuery(useRuntimeConfig(), owner))
}
