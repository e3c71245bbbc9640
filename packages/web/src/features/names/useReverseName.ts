import { useQuery } from '@tanstack/react-query'
import { type Address, getAddress, isAddress } from 'viem'
import { reverseNameQuery } from './nameQueries'
import { useNameLookupContext } from './useNameLookupContext'

/** The ENS name of `address` on this chain, when its reverse record names one that resolves back to it. */
export function useReverseName(address: string): string | undefined {
  const valid: Address | undefined = isAddress(address, { strict: false }) ? getAddress(address) : undefined
  return useQuery(reverseNameQuery(useNameLookupContext(), valid)).data ?? undefined
}
