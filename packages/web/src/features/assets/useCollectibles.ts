import { useInfiniteQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { collectiblesQuery } from '../../lib/query/collectiblesQuery'

/** The Safe's NFTs, page by page (`fetchNextPage` follows the gateway's `next` link); reloads when an NFT moves. */
export function useCollectibles(address: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const collectiblesTag = useSafeInfo(address).data?.collectiblesTag
  return useInfiniteQuery(collectiblesQuery({ gatewayUrl, chainId, safe: address }, { collectiblesTag }))
}
