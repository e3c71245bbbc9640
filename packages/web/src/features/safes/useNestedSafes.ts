import { listNestedSafes, type NestedSafe } from '@strongroom/protocol'
import { useQueries } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type Address, getAddress, isAddressEqual } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { ownedSafesQuery } from '../../lib/query/ownedSafesQuery'

/**
 * The Safes the connected wallet controls through Safes it owns (docs/nested-safes.md §2): the gateway's
 * `owners/{safe}/safes` asked for each owned Safe, then for each nested Safe found, and `listNestedSafes` over the
 * answers so far (a branch whose answer has not come waits; one that fails is left out).
 */
export function useNestedSafes(owned: readonly Address[]): NestedSafe[] {
  const config = useRuntimeConfig()
  const [found, setFound] = useState<Address[]>([])
  const addresses = [...owned, ...found.filter((safe) => !owned.some((own) => isAddressEqual(own, safe)))]
  const answers = useQueries({ queries: addresses.map((address) => ownedSafesQuery(config, address)) })
  const nested = listNestedSafes({
    owned,
    ownedBy: (safe) => {
      const index = addresses.findIndex((address) => isAddressEqual(address, safe))
      return answers[index]?.data?.safes.map((address) => getAddress(address))
    },
  })
  // A nested Safe found in this render is asked for the Safes it owns in the next.
  const unasked = nested.map(({ safe }) => safe).filter((safe) => !addresses.some((a) => isAddressEqual(a, safe)))
  const unaskedKey = unasked.join()
  useEffect(() => {
    if (unaskedKey !== '') setFound((before) => [...before, ...(unaskedKey.split(',') as Address[])])
  }, [unaskedKey])
  return nested
}
