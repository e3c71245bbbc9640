import { useCallback } from 'react'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useAddressBook } from '../address-book'
import { useAddedSafes } from './useAddedSafes'

/**
 * A lookup of the name the user gave an address on this chain: the address book first, then the name of an added
 * Safe. Undefined when the address has none.
 */
export function useAddressName(): (address: string) => string | undefined {
  const { chainId } = useRuntimeConfig()
  const { nameOf } = useAddressBook()
  const { safes } = useAddedSafes(chainId)
  return useCallback(
    (address: string) =>
      nameOf(chainId, address) ||
      safes.find((safe) => safe.address.toLowerCase() === address.toLowerCase())?.name ||
      undefined,
    [chainId, nameOf, safes],
  )
}
