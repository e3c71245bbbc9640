import { canonicalAddresses, encodeBatchExecution } from '@strongroom/protocol'
import type { Address, Client, Hex } from 'viem'
import { estimateGas, getBlock } from 'viem/actions'
import { buildExecTransaction } from './buildExecTransaction'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import type { SafeTxReview } from './reviewSafeTx'

// Head room over the node's estimate, as for one execution (executeSafeTx).
const GAS_MARGIN_PERCENT = 20n

/** The chain transaction of a batch, its gas limit and the limit of a block it has to fit in. */
export interface SafeTxBatchPlan {
  to: Address
  data: Hex
  /** The node's estimate plus the margin: what the wallet is asked for. */
  gas: bigint
  blockGasLimit: bigint
}

/**
 * The chain transaction that executes `reviews` together (their verified confirmations, `encodeBatchExecution`), its
 * gas estimated by the node (which runs every execution of the batch once) and checked against the latest block's gas
 * limit (docs/batch-execution.md §1).
 * @throws {SafeTxRefusedError} `missing-confirmations` from `buildExecTransaction`; `blocked` when the batch needs
 * more gas than a block holds; the node's error when the batch would revert.
 */
export async function estimateSafeTxBatch(
  client: Client,
  { reviews, executor }: { reviews: readonly SafeTxReview[]; executor: Address },
): Promise<SafeTxBatchPlan> {
  const [first] = reviews
  const executions = reviews.map((review) => ({
    tx: review.tx,
    // Inside the batch the Safe's msg.sender is MultiSendCallOnly: no approval of the executor's own can count.
    signatures: buildExecTransaction(review, { executor: canonicalAddresses.multiSendCallOnly, signAndExecute: false })
      .signatures,
  }))
  const { to, data } = encodeBatchExecution({ safe: first?.safe ?? executor, executions })
  const [estimate, block] = await Promise.all([
    estimateGas(client, { account: executor, to, data }),
    getBlock(client, { blockTag: 'latest' }),
  ])
  const gas = estimate + (estimate * GAS_MARGIN_PERCENT) / 100n
  if (gas > block.gasLimit)
    throw new SafeTxRefusedError(
      `These ${reviews.length} transactions need about ${gas.toLocaleString('en-US')} gas together, more than a block holds (${block.gasLimit.toLocaleString('en-US')}): execute fewer of them at once.`,
      'blocked',
      { details: { gas, blockGasLimit: block.gasLimit } },
    )
  return { to, data, gas, blockGasLimit: block.gasLimit }
}
