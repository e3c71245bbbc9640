import { buildProposeTransactionBody, type TransactionDetails, verifySafeTxSignatures } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { GatewayError } from '../../../lib/gateway/GatewayError'
import { getTransactionDetails } from '../../../lib/gateway/getTransactionDetails'
import { proposeTransaction } from '../../../lib/gateway/proposeTransaction'
import { assertOwnerMaySign } from './assertOwnerMaySign'
import { describeSafeTxError } from './describeSafeTxError'
import { ConfirmSafeTxError } from './errors/ConfirmSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { readSafeChainState } from './readSafeChainState'
import type { SafeTxReview } from './reviewSafeTx'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signSafeTx } from './signSafeTx'

/**
 * Confirms a queued Safe transaction: the review's verdict (`assertOwnerMaySign`), then a fresh look at the chain and
 * the gateway (executed, replaced or already confirmed meanwhile: nothing is signed twice), the wallet's signature
 * (`signSafeTx`: EIP-712, or eth_sign), and the signature posted to the gateway. A retry after a failed post passes
 * the kept `signature` and the wallet is not asked again.
 * @returns the transaction's details as the gateway stored them.
 * @throws {ConfirmSafeTxError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function confirmSafeTx(
  {
    review,
    acknowledgedControlChange,
    signature: kept,
  }: { review: SafeTxReview; acknowledgedControlChange: boolean; signature?: Hex | undefined },
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const { wallet, client, chainId, chainName, gatewayUrl, onProgress, signal } = context
  const { safe, tx } = review
  const account = wallet.address
  let step: SafeTxFlowStep = 'check'
  let signature = kept
  try {
    onProgress?.({ step: 'check' })
    assertOwnerMaySign(review, { account, acknowledgedControlChange })
    if (!kept) await assertStillAwaiting(review, account, context)
    signal?.throwIfAborted()
    if (signature) {
      await verifySafeTxSignatures(client, { chainId, safe, tx, owners: [account], signatures: signature })
    } else {
      step = 'wallet'
      onProgress?.({ step: 'wallet' })
      signature = (await signSafeTx(wallet, client, { chainId, safe, tx, chainName })).signature
      signal?.throwIfAborted()
    }
    step = 'posting'
    onProgress?.({ step: 'posting' })
    return await proposeTransaction({
      baseUrl: gatewayUrl,
      chainId,
      safe,
      body: buildProposeTransactionBody({ chainId, safe, tx, sender: account, signature }),
      ...(signal ? { signal } : {}),
    })
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    const sentence = describeSafeTxError(cause, chainName)
    if (step === 'posting' && cause instanceof GatewayError && cause.failure !== 'http')
      throw new ConfirmSafeTxError(
        `Your signature is made but did not reach the gateway: ${lowerFirst(sentence)} Try again; your wallet will not be asked again.`,
        step,
        { cause, signature },
      )
    throw new ConfirmSafeTxError(sentence, step, { cause })
  }
}

/**
 * The chain's nonce and the gateway's current view, just before the wallet opens: a transaction executed or replaced
 * meanwhile, or confirmed by this owner in another window, is not signed again.
 */
export async function assertStillAwaiting(
  review: SafeTxReview,
  account: Address,
  { client, gatewayUrl, chainId, signal }: SafeTxFlowContext,
): Promise<void> {
  const [chain, fresh] = await Promise.all([
    readSafeChainState(client, review.safe),
    getTransactionDetails({ baseUrl: gatewayUrl, chainId, transactionId: review.txId, ...(signal ? { signal } : {}) }),
  ])
  if (review.tx.nonce < chain.nonce || !['AWAITING_CONFIRMATIONS', 'AWAITING_EXECUTION'].includes(fresh.txStatus))
    throw new SafeTxRefusedError(
      `Transaction #${review.tx.nonce} was executed or replaced meanwhile. Nothing was signed.`,
      'settled',
    )
  const execution = fresh.detailedExecutionInfo
  if (
    execution?.type === 'MULTISIG' &&
    execution.confirmations.some(({ signer }) => signer.value.toLowerCase() === account.toLowerCase())
  )
    throw new SafeTxRefusedError('You have already confirmed this transaction.', 'already-confirmed')
}

function lowerFirst(sentence: string): string {
  return sentence.charAt(0).toLowerCase() + sentence.slice(1)
}
