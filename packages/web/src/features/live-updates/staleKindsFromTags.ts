import type { SafeChangeKind, SafeEventsHello, SafeInfo } from '@strongroom/protocol'

const KIND_BY_TAG = {
  txQueuedTag: 'queue',
  txHistoryTag: 'history',
  collectiblesTag: 'collectibles',
  messagesTag: 'messages',
} as const satisfies Record<keyof SafeEventsHello, SafeChangeKind>

/**
 * The kinds of data whose tag in the stream's `hello` differs from the SafeInfo this page holds: they changed while
 * no stream was open (between the page's first load and the stream's opening). Nothing is stale without SafeInfo yet.
 */
export function staleKindsFromTags(cached: SafeInfo | undefined, hello: SafeEventsHello): SafeChangeKind[] {
  if (!cached) return []
  return (Object.keys(KIND_BY_TAG) as (keyof SafeEventsHello)[])
    .filter((tag) => cached[tag] !== hello[tag])
    .map((tag) => KIND_BY_TAG[tag])
}
