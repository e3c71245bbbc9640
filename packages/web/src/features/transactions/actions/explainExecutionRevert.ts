import { safeL2Abi, toSafeTxTuple } from '@strongroom/protocol'
import type { Address, Client, Hex } from 'viem'
import { call, simulateContract } from 'viem/actions'
import { describeSafeRevert } from './describeSafeRevert'
import { revertReasonOf } from './revertReasonOf'
import type { SafeTxReview } from './reviewSafeTx'

/**
 * Why `execTransaction` reverts (or reverted at `blockNumber`), in words. When the Safe only says that the
 * transaction's own call failed (GS013), the call is replayed from the Safe to read the called contract's reason.
 * @returns undefined when the execution does not revert (the node failed, or it succeeds now).
 */
export async function explainExecutionRevert(
  client: Client,
  {
    review,
    account,
    signatures,
    blockNumber,
  }: { review: SafeTxReview; account: Address; signatures: Hex; blockNumber?: bigint | undefined },
): Promise<string | undefined> {
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver] = toSafeTxTuple(review.tx)
  const at = blockNumber === undefined ? {} : { blockNumber }
  try {
    await simulateContract(client, {
      account,
      address: review.safe,
      abi: safeL2Abi,
      functionName: 'execTransaction',
      args: [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures],
      ...at,
    })
    return undefined
  } catch (error) {
    const reason = revertReasonOf(error)
    if (reason === undefined) return undefined
    if (!reason.includes('GS013') || review.tx.operation !== 0) return describeSafeRevert(reason)
    try {
      await call(client, { account: review.safe, to, data, value, ...at })
      return describeSafeRevert(reason)
    } catch (inner) {
      const innerReason = revertReasonOf(inner)
      return innerReason
        ? `the transaction’s own call failed: ${describeSafeRevert(innerReason)}`
        : describeSafeRevert(reason)
    }
  }
}
