import type { QueryKey } from '@tanstack/react-query'

const TAGS = ['txQueuedTag', 'txHistoryTag', 'collectiblesTag', 'messagesTag'] as const

/** The change tags of SafeInfo (epoch-second strings, gateway-api.md §4.1). */
export type SafeInfoTags = Record<(typeof TAGS)[number], string>

/**
 * Whether reloading SafeInfo from `before` to `after` gave `queryKey` a successor: lists such as the queue put
 * SafeInfo's tags in their key (so that polling SafeInfo reloads them), and a list whose tag moved loads afresh under
 * its new key, so reloading the old one too would load it twice. A tag value shared with a tag that did not move
 * proves nothing, and then the answer is false (a second load is harmless; a missed one is not).
 */
export function isSupersededByTags(
  queryKey: QueryKey,
  before: SafeInfoTags | undefined,
  after: SafeInfoTags | undefined,
): boolean {
  if (!before || !after) return false
  const moved = new Set(TAGS.filter((tag) => before[tag] !== after[tag]).map((tag) => before[tag]))
  for (const tag of TAGS) if (before[tag] === after[tag]) moved.delete(before[tag])
  // Past the [gateway, url, resource, chainId, address] prefix every element is a parameter of the list.
  return queryKey.slice(5).some((part) => typeof part === 'string' && moved.has(part))
}
