import { safeEventTopics } from '@strongroom/protocol'
import { type Address, isAddressEqual, type TransactionReceipt } from 'viem'

/**
 * Whether `safe` logged ExecutionSuccess or ExecutionFailure in `receipt` (by topic0, the same in every release; the
 * txHash is a topic from 1.4.1 on and data before), or null when it logged neither.
 */
export function executionOutcome(receipt: TransactionReceipt, safe: Address): 'success' | 'failure' | null {
  for (const log of receipt.logs) {
    if (!isAddressEqual(log.address, safe)) continue
    if (log.topics[0] === safeEventTopics.ExecutionSuccess) return 'success'
    if (log.topics[0] === safeEventTopics.ExecutionFailure) return 'failure'
  }
  return null
}
