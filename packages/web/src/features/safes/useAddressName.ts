import { useCallback } from 'react'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useAddressBook } from '../address-book'
import { useAddedSafes } from './useAddedSafes'
import { useSafeNames } from './useSafeNames'

/**
 * A lookup of the name the user gave an address on this chain: the name given to a Safe in this browser (Rename, shown
 * wherever the Safe is: list, header, review, notifications, tab title) first, then the address book, then the name
 * given when the Safe was added. Undefined when the address has none. `chainId` defaults to the chain on screen.
 */
export function useAddressName(chainOf?: number): (address: string) => string | undefined {
  const onScreen = useRuntimeConfig().chainId
  const chainId = chainOf ?? onScreen
  const { nameOf } = useAddressBook()
  const { safes } = useAddedSafes(chainId)
  const safeNames = useSafeNames(chainId)
  return useCallback(
    (address: string) =>
      safeNames.nameOf(address) ||
      nameOf(chainId, address) ||
      safes.find((safe) => safe.address.toLowerCase() === address.toLowerCase())?.name ||
      undefined,
    [chainId, nameOf, safeNames, safes],
  )
}
