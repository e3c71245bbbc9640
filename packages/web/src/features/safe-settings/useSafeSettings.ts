import { useQuery } from '@tanstack/react-query'
import type { Address, Client } from 'viem'
import { usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { readSafeSettings } from './readSafeSettings'

/**
 * The Safe's configuration read from the contract (`readSafeSettings`), read again whenever the gateway's SafeInfo
 * moves (an execution changes its nonce), so the screens follow executed changes.
 */
export function useSafeSettings(safe: Address) {
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const info = useSafeInfo(safe)
  return useQuery({
    queryKey: ['chain', chainId, 'safe-settings', safe, info.data?.nonce, info.data?.txHistoryTag],
    queryFn: () => readSafeSettings(client as Client, safe),
    enabled: client !== undefined,
  })
}
