import type { Address, Client } from 'viem'
import { estimateGas } from 'viem/actions'
import { buildExecTransaction } from './buildExecTransaction'
import type { SafeTxReview } from './reviewSafeTx'

/**
 * The gas `executeSafeTx` would ask the wallet for (the node's estimate of the same `execTransaction`), shown before
 * the wallet opens.
 * @throws {SafeTxRefusedError} when confirmations are missing; the node's error when the execution would revert.
 */
export async function estimateSafeTxExecution(
  client: Client,
  { review, executor, signAndExecute }: { review: SafeTxReview; executor: Address; signAndExecute: boolean },
): Promise<bigint> {
  const { data } = buildExecTransaction(review, { executor, signAndExecute })
  return estimateGas(client, { account: executor, to: review.safe, data })
}
