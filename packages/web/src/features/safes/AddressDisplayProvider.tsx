import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
// The context alone: the display itself (and its CSS) loads with the screens that show addresses.
import { AddressDisplayContext } from '../../components/AddressDisplay/AddressDisplayContext'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { explorerAddressUrl } from '../../lib/explorerAddressUrl'
import { chainInfoQuery } from '../../lib/query/chainInfoQuery'
import { useAddressName } from './useAddressName'

/**
 * Gives every AddressDisplay below it the names the user gave addresses (address book, added Safes) and the
 * explorer link: the chain's own template from the gateway once a screen has loaded the chain's description (read
 * from the cache only, so the landing page asks the gateway nothing), else the configured explorer.
 */
export function AddressDisplayProvider({ children }: { children: ReactNode }) {
  const nameOf = useAddressName()
  const { gatewayUrl, chainId, explorerUrl } = useRuntimeConfig()
  // Disabled, but with the query's own fetcher: an observer without one would replace the shared query's options, and
  // the next refetch by any screen would fail with "No queryFn".
  const { data: chain } = useQuery({ ...chainInfoQuery({ gatewayUrl, chainId }), enabled: false })
  const template = chain?.blockExplorerUriTemplate.address || undefined
  const knowledge = useMemo(
    () => ({
      nameOf,
      explorerUrlOf: (address: string) =>
        template?.includes('{{address}}')
          ? template.replace('{{address}}', address)
          : explorerAddressUrl(explorerUrl, address),
    }),
    [nameOf, template, explorerUrl],
  )
  return <AddressDisplayContext.Provider value={knowledge}>{children}</AddressDisplayContext.Provider>
}
