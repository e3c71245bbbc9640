import type { SafeTxAssessment } from '@strongroom/protocol'
import { describeCallPath } from './describeCallPath'
import { describeSafeTxBlock } from './describeSafeTxBlock'
import type { OnChainMessage } from './onChainMessagesOf'

/** The refusal when the owner has not acknowledged what the review found. */
export const UNACKNOWLEDGED =
  'This transaction does something that needs your attention (a change of who controls the Safe, a gas refund, or a message signed on chain). Confirm that you have read what it does before signing.'

/** What the review decides before any wallet prompt. */
export interface ReviewVerdict {
  /** Why signing and executing are refused, each a sentence; empty when they are not. */
  blocks: string[]
  /** Whether the owner must first acknowledge what the review found (a control change, a refund, a blind message). */
  acknowledge: boolean
}

/**
 * The one verdict every screen and action applies to a transaction (docs/web-security.md §2): protocol's guardrail
 * blocks, plus the blind-signing policy for messages it signs on chain: one without a readable message is refused
 * unless blind signing is on, as off-chain messages are. A change of control, a refund and a blind message that is
 * not refused need acknowledging; a message signed on chain whose readable content is shown does not, as off-chain.
 */
export function reviewVerdict({
  assessment,
  messages,
  blindSigning,
}: {
  assessment: SafeTxAssessment
  messages: readonly OnChainMessage[]
  blindSigning: boolean
}): ReviewVerdict {
  const blocks = assessment.blocks.map(describeSafeTxBlock)
  if (!blindSigning)
    for (const message of messages.filter(({ blind }) => blind))
      blocks.push(
        `${describeCallPath(message.path)} makes the Safe sign the hash ${message.data} on chain, and what it stands for cannot be shown: it could be a permit or an order you never see. Blind signing is turned off, so signing it is refused.`,
      )
  const acknowledge =
    assessment.controlChanges.length > 0 || assessment.refund !== null || messages.some(({ blind }) => blind)
  return { blocks, acknowledge }
}
