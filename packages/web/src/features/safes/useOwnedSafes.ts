import { useQuery } from '@tanstack/react-query'
import { type Address, zeroAddress } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { ownedSafesQuery } from '../../lib/query/ownedSafesQuery'

/** The Safes `owner` is an owner of on this deployment's chain (idle while no wallet is connected). */
export function useOwnedSafes(owner: Address | undefined) {
  return useQuery({
    // Without an owner the query stays idle; the placeholder address only completes the key.
    ...ownedSafesQuery(useRuntimeConfig(), owner ?? zeroAddress),
    enabled: owner !== undefined,
  })
}
