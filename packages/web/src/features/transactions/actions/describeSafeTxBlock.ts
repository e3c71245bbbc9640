import type { SafeTxBlock } from '@strongroom/protocol'

/** Why a guardrail blocks a transaction, in a sentence (with where in a batch, when it is inside one). */
export function describeSafeTxBlock(block: SafeTxBlock): string {
  const where =
    block.path.length > 0
      ? `Action ${block.path.map((index) => index + 1).join('.')} of this batch`
      : 'This transaction'
  switch (block.reason) {
    case 'untrusted-delegate-call':
      return `${where} lets the contract ${block.target} act as the Safe itself (a DELEGATE call to a contract that is not on the trusted list). Such a contract could move everything the Safe holds or change its owners, so signing it is refused.`
    case 'undecodable-batch':
      return `${where} is a batch whose actions cannot be read. What cannot be shown cannot be reviewed, so signing it is refused.`
  }
}
