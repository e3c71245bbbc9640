import type { OfflineSafeTx } from '@strongroom/protocol'
import { readSafeState } from '@strongroom/protocol'
import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useBlindSigning } from '../../preferences'
import { reviewOfflineSafeTx } from './reviewOfflineSafeTx'

/**
 * The app's review of an imported export: the Safe's owners, threshold and nonce read from the contract through the
 * app's RPC (never the gateway, which this device may not reach), then `reviewOfflineSafeTx`.
 */
export function useOfflineSafeTxReview(safe: Address, offline: OfflineSafeTx | undefined) {
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const [blindSigning] = useBlindSigning()
  return useQuery({
    queryKey: [
      'offline-review',
      chainId,
      safe,
      offline?.safeTxHash,
      offline?.signatures.map(({ signer }) => signer).join(),
      blindSigning,
    ],
    queryFn: async () =>
      reviewOfflineSafeTx(client!, {
        offline: offline!,
        chainId,
        safe,
        chain: await readSafeState(client!, safe),
        blindSigning,
      }),
    enabled: client !== undefined && offline !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
