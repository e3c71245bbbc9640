import { assessSafeTx, buildProposeTransactionBody, type SafeTx, type TransactionDetails } from '@strongroom/protocol'
import { type Address, type Hex, isAddressEqual } from 'viem'
import { GatewayError } from '../../../lib/gateway/GatewayError'
import { proposeTransaction } from '../../../lib/gateway/proposeTransaction'
import { describeSafeTxBlock } from './describeSafeTxBlock'
import { describeSafeTxError } from './describeSafeTxError'
import { ProposeSafeTxError } from './errors/ProposeSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { formatProposalOrigin } from './formatProposalOrigin'
import { readSafeChainState } from './readSafeChainState'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signSafeTx } from './signSafeTx'

/** What {@link proposeNewSafeTx} proposes. */
export interface NewSafeTxProposal {
  safe: Address
  tx: SafeTx
  /** The app or flow that made it; stored with the proposal as its `origin`. */
  origin: { name: string; url?: string | undefined }
  /** The owner acknowledged that the transaction changes who controls the Safe. */
  acknowledgedControlChange: boolean
  /** A signature kept from an earlier attempt whose post failed. */
  signature?: Hex | undefined
}

/**
 * Proposes a new Safe transaction signed by the connected wallet: the guardrails and the Safe's nonce are checked
 * first, the wallet signs (EIP-712, part 1's `signSafeTx`), and the proposal is posted to the gateway with its origin.
 * An owner's signature is its first confirmation. A wallet that is not an owner proposes as a delegate of one: the
 * gateway takes its signature as proof of who proposed, never as a confirmation (docs/new-transactions.md §Delegates).
 * @returns the proposal as the gateway stored it.
 * @throws {ProposeSafeTxError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function proposeNewSafeTx(
  { safe, tx, origin, acknowledgedControlChange, signature: kept }: NewSafeTxProposal,
  context: SafeTxFlowContext,
): Promise<TransactionDetails> {
  const { wallet, client, chainId, chainName, gatewayUrl, onProgress, signal } = context
  const account = wallet.address
  let step: SafeTxFlowStep = 'check'
  let signature = kept
  let isOwner = true
  try {
    onProgress?.({ step: 'check' })
    const assessment = assessSafeTx({ safe, tx })
    const [block] = assessment.blocks
    if (block) throw new SafeTxRefusedError(describeSafeTxBlock(block), 'blocked')
    if (assessment.controlChanges.length > 0 && !acknowledgedControlChange)
      throw new SafeTxRefusedError(
        'This transaction changes who controls the Safe. Confirm that you have read what it changes before signing.',
        'unacknowledged',
      )
    const chain = await readSafeChainState(client, safe)
    if (tx.nonce < chain.nonce)
      throw new SafeTxRefusedError(
        `Nonce ${tx.nonce} is already used: the Safe is at #${chain.nonce}. Choose #${chain.nonce} or later. Nothing was signed.`,
        'settled',
      )
    isOwner = chain.owners.some((owner) => isAddressEqual(owner, account))
    signal?.throwIfAborted()
    if (!signature) {
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
      body: buildProposeTransactionBody({
        chainId,
        safe,
        tx,
        sender: account,
        signature,
        origin: formatProposalOrigin(origin),
      }),
      ...(signal ? { signal } : {}),
    })
  } catch (cause) {
    if (signal?.aborted) throw signal.reason
    if (step === 'posting' && cause instanceof GatewayError) {
      if (cause.failure === 'http' && cause.status === 422 && !isOwner)
        throw new ProposeSafeTxError(
          'The connected wallet is neither an owner of this Safe nor a delegate of one, so the gateway did not take the proposal.',
          step,
          { cause },
        )
      if (cause.failure !== 'http') {
        const sentence = describeSafeTxError(cause, chainName)
        throw new ProposeSafeTxError(
          `Your proposal is signed but did not reach the gateway: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} Try again; your wallet will not be asked again.`,
          step,
          { cause, signature },
        )
      }
    }
    throw new ProposeSafeTxError(describeSafeTxError(cause, chainName), step, { cause })
  }
}
