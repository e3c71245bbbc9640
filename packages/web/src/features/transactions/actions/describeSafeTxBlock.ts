import { MAX_BATCH_NESTING, type SafeTxBlock } from '@strongroom/protocol'
import { describeCallPath } from './describeCallPath'

/** Why a guardrail blocks a transaction, in a sentence (with where in a batch, when it is inside one). */
export function describeSafeTxBlock(block: SafeTxBlock): string {
  const where = describeCallPath(block.path)
  switch (block.reason) {
    case 'untrusted-delegate-call':
      return `${where} lets the contract ${block.target} act as the Safe itself (a DELEGATE call to a contract that is not on the trusted list). Such a contract could move everything the Safe holds or change its owners, so signing it is refused.`
    case 'undecodable-batch':
      return `${where} is a batch whose actions cannot be read. What cannot be shown cannot be reviewed, so signing it is refused.`
    case 'batch-too-deep':
      return `${where} is a batch nested inside more than ${MAX_BATCH_NESTING - 1} other batches. Nesting that deep only hides what runs, so signing it is refused.`
    case 'undecodable-message-signature':
      return `${where} makes the Safe sign on chain through SignMessageLib, but its data is not a message to sign. What cannot be shown cannot be reviewed, so signing it is refused.`
    case 'refund-to-executor':
      return 'This transaction pays a gas refund to whoever executes it (its refund receiver is empty), so to anyone who sends it first. None of this app’s flows asks for a refund, so signing and executing it are refused.'
    case 'refund-to-stranger':
      return `This transaction pays a gas refund to ${block.receiver}, which is not an owner of this Safe. None of this app’s flows asks for a refund, so signing and executing it are refused.`
    case 'refund-without-gas':
      return 'This transaction pays a gas refund but gives its call no gas (safeTxGas 0 with a gas price): the call would fail while the refund is still paid. Signing and executing it are refused.'
  }
}
