import { safeL2Abi, type TransactionDetails } from '@strongroom/protocol'
import { encodeFunctionData, type Hash } from 'viem'
import { estimateGas, waitForTransactionReceipt } from 'viem/actions'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { assertWalletOnChain } from './assertWalletOnChain'
import { assertStillAwaiting } from './confirmSafeTx'
import { describeSafeTxError } from './describeSafeTxError'
import { ApproveSafeTxHashError } from './errors/ApproveSafeTxHashError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { explainCallRevert } from './explainCallRevert'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { waitForIndexed } from './waitForIndexed'

/**
 * Confirms a Safe transaction on chain instead of with a signature: the owner's wallet sends `approveHash(safeTxHash)`
 * to the Safe (for wallets that cannot sign messages, such as some contract accounts). The same checks as
 * `confirmSafeTx` come first; the gas is shown before the wallet opens; the receipt is awaited; then the gateway is
 * asked until it lists the approval (its indexer records it as a v = 1 confirmation).
 * @returns the transaction's details with the approval.
 * @throws {ApproveSafeTxHashError} naming the step that failed, with a sentence; an abort rejects with the signal's
 * reason.
 */
export async function approveSafeTxHash(
  { review, acknowledgedControlChange }: { review: SafeTxReview; acknowledgedControlChange: boolean },
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const { wallet, client, chainId, chainName, gatewayUrl, onProgress, signal } = context
  const account = wallet.address
  const data = encodeFunctionData({ abi: safeL2Abi, functionName: 'approveHash', args: [review.safeTxHash] })
  let step: SafeTxFlowStep = 'check'
  let hash: Hash | undefined
  try {
    onProgress?.({ step: 'check' })
    assertOwnerMaySign(review, { account, acknowledgedControlChange })
    await assertStillAwaiting(review, account, context)
    await assertWalletOnChain(wallet, { chainId, chainName })
    signal?.throwIfAborted()

    step = 'estimate'
    onProgress?.({ step: 'estimate' })
    const reason = await explainCallRevert(client, { account, to: review.safe, data })
    if (reason !== undefined)
      throw new SafeTxRefusedError(`The network would reject this approval: ${reason}.`, 'reverts')
    const gas = await estimateGas(client, { account, to: review.safe, data })

    step = 'wallet'
    onProgress?.({ step: 'wallet', gas })
    hash = await wallet.sendTransaction({ to: review.safe, data, gas })
    signal?.throwIfAborted()

    step = 'mining'
    onProgress?.({ step: 'mining', hash })
    const receipt = await waitForTransactionReceipt(client, { hash })
    if (receipt.status !== 'success')
      throw new SafeTxRefusedError(
        'The network rejected the approval. Nothing was approved; only the network fee was spent.',
        'reverts',
      )

    step = 'indexing'
    onProgress?.({ step: 'indexing', hash })
    return await waitForIndexed({
      baseUrl: gatewayUrl,
      chainId,
      transactionId: review.txId,
      signal,
      until: ({ detailedExecutionInfo: execution }) =>
        execution?.type === 'MULTISIG' &&
        execution.confirmations.some(({ signer }) => signer.value.toLowerCase() === account.toLowerCase()),
      timeoutMessage:
        'The approval is on chain, but the gateway does not list it yet. It will appear once the gateway catches up.',
    })
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new ApproveSafeTxHashError(describeSafeTxError(cause, chainName), step, { cause, hash })
  }
}
