import { describeNodeLimit, type SafeIndexingStatus } from '@strongroom/protocol'

/** What the indexing notice says: the history's state in a sentence, a progress figure, and the node's limits. */
export type IndexingNoticeText = {
  /** Null once the history is complete. */
  history: string | null
  /** 0..1 while the history is read; null otherwise. */
  progress: number | null
  /** One sentence per limit of the chain's node, with what its operator can change. */
  limits: string[]
}

/** "12 Mar 2023": the day the history is complete back to, in one fixed form (the words). */
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

const percent = (share: number) => `${Math.floor(Math.min(1, Math.max(0, share)) * 100)}%`

/**
 * The words of a Safe's indexing status (docs/rpc-providers.md §5, §7) for the screens that show its history: how far
 * back the history is complete while it is still read, so that nothing pretends to be empty, and what the chain's node
 * cannot serve. `chainName` names the chain in the limits' sentences.
 */
export function describeIndexingStatus(status: SafeIndexingStatus, chainName: string): IndexingNoticeText {
  const { state, completeBackToBlock, completeBackToTimestamp, progress } = status.history
  const limits = status.node.limits.map((limit) => describeNodeLimit(limit, chainName))
  if (state === 'complete') return { history: null, progress: null, limits }
  if (state === 'queued')
    return {
      history:
        "This Safe's history is waiting to be read by the gateway: the lists below may miss older transactions until it is.",
      progress: 0,
      limits,
    }
  const back =
    completeBackToTimestamp !== null
      ? `History complete back to ${dayFormat.format(new Date(completeBackToTimestamp))}`
      : completeBackToBlock !== null
        ? `History complete back to block ${completeBackToBlock.toLocaleString('en-US')}`
        : "This Safe's history is being read"
  return {
    history: `${back}; older transactions are still being read (${percent(progress)} done) and appear as they are found.`,
    progress: Math.min(1, Math.max(0, progress)),
    limits,
  }
}
