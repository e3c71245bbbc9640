import { readSafeState, safeL2Abi, type TransactionDetails, verifySafeTxSignatures } from '@strongroom/protocol'
import { type Hash, parseEventLogs } from 'viem'
import { estimateGas } from 'viem/actions'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { assertWalletOnChain } from './assertWalletOnChain'
import { buildExecTransaction } from './buildExecTransaction'
import { describeSafeTxError } from './describeSafeTxError'
import { ExecuteSafeTxError } from './errors/ExecuteSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { explainExecutionRevert } from './explainExecutionRevert'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { sendAndMine } from './sendAndMine'
import { waitForExecutionIndexed } from './waitForExecutionIndexed'

/** A finished execution: its chain transaction, whether the Safe's call succeeded, and the gateway's view of it. */
export interface SafeTxExecution {
  hash: Hash
  /** `failed`: mined, the nonce used, but the transaction's own call failed (ExecutionFailure). */
  outcome: 'success' | 'failed'
  details: TransactionDetails
}

// Head room over the node's estimate: Safe checks gasleft() against safeTxGas, and nodes estimate tightly.
const GAS_MARGIN_PERCENT = 20n

/**
 * Executes a reviewed Safe transaction from the connected owner's wallet: the review's verdict, the Safe's nonce on
 * chain (only the next nonce can run; the sentence names it), the verified confirmations joined (plus the executor's
 * approval for sign-and-execute, see `buildExecTransaction`) and verified once more, the gas estimated (and shown
 * through `onProgress` before the wallet opens; a revert is explained instead), the transaction sent, its receipt
 * (or that of a replacement with the same nonce: a speed-up) awaited (a revert explained), and the gateway asked until it shows the execution.
 * @throws {ExecuteSafeTxError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function executeSafeTx(
  {
    review,
    acknowledgedControlChange,
    signAndExecute = false,
  }: { review: SafeTxReview; acknowledgedControlChange: boolean; signAndExecute?: boolean },
  context: SafeTxFlowContext,
): Promise<SafeTxExecution> {
  const { wallet, client, chainId, chainName, onProgress, signal } = context
  const { safe, tx } = review
  const account = wallet.address
  const flow: { step: SafeTxFlowStep; hash: Hash | undefined } = { step: 'check', hash: undefined }
  try {
    onProgress?.({ step: 'check' })
    assertOwnerMaySign(review, { account, acknowledgedControlChange })
    const chain = await readSafeState(client, safe)
    if (tx.nonce < chain.nonce)
      throw new SafeTxRefusedError(
        `Transaction #${tx.nonce} was executed or replaced meanwhile. Nothing was sent.`,
        'settled',
      )
    if (tx.nonce > chain.nonce)
      throw new SafeTxRefusedError(
        `Transaction #${tx.nonce} cannot be executed yet: the Safe executes transaction #${chain.nonce} next.`,
        'nonce-not-next',
        { details: { next: chain.nonce } },
      )
    const call = buildExecTransaction({ ...review, chain }, { executor: account, signAndExecute })
    await verifySafeTxSignatures(client, {
      chainId,
      safe,
      tx,
      owners: chain.owners,
      signatures: call.signatures,
      executor: account,
    })
    await assertWalletOnChain(wallet, { chainId, chainName })
    signal?.throwIfAborted()

    flow.step = 'estimate'
    onProgress?.({ step: 'estimate' })
    const reason = await explainExecutionRevert(client, { review, account, signatures: call.signatures })
    if (reason !== undefined)
      throw new SafeTxRefusedError(`The network would reject this execution: ${reason}.`, 'reverts')
    const estimate = await estimateGas(client, { account, to: safe, data: call.data })
    const gas = estimate + (estimate * GAS_MARGIN_PERCENT) / 100n
    signal?.throwIfAborted()

    const { hash, receipt } = await sendAndMine(context, { to: safe, data: call.data, gas }, flow)
    if (receipt.status !== 'success') {
      const why = await explainExecutionRevert(client, {
        review,
        account,
        signatures: call.signatures,
        blockNumber: receipt.blockNumber - 1n,
      }).catch(() => undefined)
      throw new SafeTxRefusedError(
        `The network rejected the execution: ${why ?? 'the contract gave no reason'}. Nothing was executed; only the network fee was spent.`,
        'reverts',
      )
    }
    const events = parseEventLogs({
      abi: safeL2Abi,
      eventName: ['ExecutionSuccess', 'ExecutionFailure'],
      logs: receipt.logs.filter((log) => log.address.toLowerCase() === safe.toLowerCase()),
    })
    const outcome = events.some((event) => event.eventName === 'ExecutionFailure') ? 'failed' : 'success'

    flow.step = 'indexing'
    onProgress?.({ step: 'indexing', hash })
    const details = await waitForExecutionIndexed(context, {
      transactionId: review.txId,
      timeoutMessage:
        'The transaction was executed on chain, but the gateway does not show it yet. It will appear once the gateway catches up.',
    })
    return { hash, outcome, details }
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    throw new ExecuteSafeTxError(describeSafeTxError(cause, chainName), flow.step, { cause, hash: flow.hash })
  }
}
