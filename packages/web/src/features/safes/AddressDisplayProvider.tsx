import { type ReactNode, useMemo } from 'react'
// The context alone: the display itself (and its CSS) loads with the screens that show addresses.
import { AddressDisplayContext } from '../../components/AddressDisplay/AddressDisplayContext'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { explorerAddressUrl } from '../../lib/explorerAddressUrl'
import { useAddressBook } from '../address-book'
import { useReverseName } from '../names'
import { useAddressName } from './useAddressName'
import { useSafeNames } from './useSafeNames'

/**
 * Gives every AddressDisplay below it the names the user gave addresses (address book, added Safes; a name only the
 * server's book gives is marked as such), their ENS reverse names where the chain has ENS, and the explorer link, from the deployment's configuration only (an http(s)
 * URL checked when the config is read): the gateway's explorer template is not used, so a hostile gateway cannot
 * send owners to a lookalike explorer from a signing screen (docs/web-security.md §2.5).
 */
export function AddressDisplayProvider({ children }: { children: ReactNode }) {
  const nameOf = useAddressName()
  const { chainId, explorerUrl } = useRuntimeConfig()
  const { isServerName } = useAddressBook()
  const safeNames = useSafeNames(chainId)
  const knowledge = useMemo(
    () => ({
      nameOf,
      // A Safe's own name is this browser's, whatever the server's book says.
      isServerName: (address: string) => !safeNames.nameOf(address) && isServerName(chainId, address),
      explorerUrlOf: (address: string) => explorerAddressUrl(explorerUrl, address),
      useReverseName,
    }),
    [nameOf, isServerName, safeNames, chainId, explorerUrl],
  )
  return <AddressDisplayContext.Provider value={knowledge}>{children}</AddressDisplayContext.Provider>
}
