import { readSafeState, type TransactionSummary } from '@strongroom/protocol'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount, usePublicClient } from 'wagmi'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { transactionDetailsQuery } from '../../../lib/query/transactionDetailsQuery'
import { useBlindSigning } from '../../preferences'
import { estimateSafeTxBatch } from '../actions/estimateSafeTxBatch'
import { reviewSafeTx } from '../actions/reviewSafeTx'
import { selectBatchExecution } from '../actions/selectBatchExecution'

/**
 * The app's own review of each batch candidate (gateway details, the Safe's owners, threshold and nonce read from the
 * contract, `reviewSafeTx`), which of them one chain transaction can execute (`selectBatchExecution`), and that
 * batch's gas estimate against the block gas limit for the connected account.
 */
export function useBatchExecutionReview(safe: Address, candidates: readonly TransactionSummary[]) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const { address: account } = useAccount()
  const [blindSigning] = useBlindSigning()
  const queryClient = useQueryClient()
  const ids = candidates.map(({ id }) => id)
  const selection = useQuery({
    queryKey: ['batch-review', chainId, safe, ids, blindSigning],
    queryFn: async () => {
      const chain = await readSafeState(client!, safe)
      const reviews = await Promise.all(
        ids.map(async (id) =>
          reviewSafeTx(client!, {
            details: await queryClient.fetchQuery(transactionDetailsQuery({ gatewayUrl, chainId, safe }, id)),
            chainId,
            safe,
            chain,
            requestedId: id,
            blindSigning,
          }),
        ),
      )
      return selectBatchExecution(reviews)
    },
    enabled: client !== undefined && ids.length >= 2,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
  const batch = selection.data?.batch ?? []
  const estimate = useQuery({
    queryKey: ['estimate-batch', chainId, safe, batch.map(({ safeTxHash }) => safeTxHash), account],
    queryFn: () => estimateSafeTxBatch(client!, { reviews: batch, executor: account! }),
    enabled: client !== undefined && account !== undefined && batch.length >= 2,
    retry: false,
  })
  return { selection, estimate }
}
