import {
  assessSafeTx,
  readSafeState,
  type SafeTx,
  StrongroomError,
  type TransactionDetails,
} from '@strongroom/protocol'
import { type Address, type Hash, isAddressEqual } from 'viem'
import { SafeTxRefusedError } from './errors/SafeTxRefusedError'
import { formatProposalOrigin, type ProposalOriginInput } from './formatProposalOrigin'
import { onChainMessagesOf } from './onChainMessagesOf'
import { reviewVerdict, UNACKNOWLEDGED } from './reviewVerdict'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signAndProposeSafeTx } from './signAndProposeSafeTx'

/** What {@link proposeNewSafeTx} proposes. */
export interface NewSafeTxProposal {
  safe: Address
  tx: SafeTx
  /** The app or flow that made it (and the message it signs on chain); stored with the proposal as its `origin`. */
  origin: ProposalOriginInput
  /** The owner acknowledged what the review found (a change of control, a refund, a message signed on chain). */
  acknowledgedControlChange: boolean
  /** The user's blind-signing setting (docs/web-security.md §2.2). */
  blindSigning?: boolean | undefined
  /**
   * Resolves the ENS names the review showed again and throws when one no longer gives the address reviewed
   * (docs/names.md §Signing): run before the wallet is asked, refused as `name-changed`.
   */
  verifyNames?: (() => Promise<void>) | undefined
}

/** A new transaction as proposed: the safeTxHash signed here, the gateway's id of it, and its stored details. */
export interface ProposedSafeTx {
  safeTxHash: Hash
  txId: string
  details: TransactionDetails
}

/**
 * Proposes a new Safe transaction signed by the connected wallet: the guardrails (against the owners read from the
 * chain) and the Safe's nonce are checked first, the wallet signs and the proposal is posted to the gateway with its
 * origin (`signAndProposeSafeTx`). An owner's signature is its first confirmation. A wallet that is not an owner proposes as a delegate of one: the
 * gateway takes its signature as proof of who proposed, never as a confirmation (docs/new-transactions.md §Delegates).
 * @returns the safeTxHash signed (what the transaction's screen and a Safe App are given) and the stored proposal.
 * @throws {SignAndProposeError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export async function proposeNewSafeTx(
  { safe, tx, origin, acknowledgedControlChange, blindSigning = false, verifyNames }: NewSafeTxProposal,
  context: SafeTxFlowContext,
): Promise<ProposedSafeTx> {
  let isOwner = true
  const { safeTxHash, details } = await signAndProposeSafeTx(
    {
      safe,
      tx,
      signed: 'Your proposal is signed',
      origin: formatProposalOrigin(origin),
      check: async () => {
        await verifyNames?.().catch((cause: unknown) => {
          throw new SafeTxRefusedError(
            cause instanceof StrongroomError
              ? cause.message
              : 'The names in this transaction could not be checked again, so nothing was signed: try again in a moment.',
            'name-changed',
            { cause },
          )
        })
        // The owners as the contract lists them, as the review screen assesses with: a refund may go to one of them.
        const chain = await readSafeState(context.client, safe)
        const assessment = assessSafeTx({ safe, tx, owners: chain.owners })
        const messages = onChainMessagesOf({ chainId: context.chainId, safe, assessment, stored: origin.message })
        const verdict = reviewVerdict({ assessment, messages, blindSigning })
        const [block] = verdict.blocks
        if (block) throw new SafeTxRefusedError(block, 'blocked')
        if (verdict.acknowledge && !acknowledgedControlChange)
          throw new SafeTxRefusedError(UNACKNOWLEDGED, 'unacknowledged')
        if (tx.nonce < chain.nonce)
          throw new SafeTxRefusedError(
            `Nonce ${tx.nonce} is already used: the Safe is at #${chain.nonce}. Choose #${chain.nonce} or later. Nothing was signed.`,
            'settled',
          )
        isOwner = chain.owners.some((owner) => isAddressEqual(owner, context.wallet.address))
      },
      describeRefusal: (cause) =>
        cause.failure === 'http' && cause.status === 422 && !isOwner
          ? 'The connected wallet is neither an owner of this Safe nor a delegate of one, so the gateway did not take the proposal.'
          : undefined,
    },
    context,
  )
  return { safeTxHash, txId: details.txId, details }
}
