import type { QueryKey } from '@tanstack/react-query'
import { type SafeTagName, tagsOfKey } from '../../lib/query/gatewayKeys'

/** The change tags of SafeInfo (epoch-second strings, docs/gateway-api.md §4.1). */
export type SafeInfoTags = Record<SafeTagName, string>

/**
 * Whether reloading SafeInfo from `before` to `after` gave `queryKey` a successor: lists such as the queue carry
 * SafeInfo's tags in their key (so that polling SafeInfo reloads them), and a list whose tag moved loads afresh under
 * its new key, so reloading the old one too would load it twice. The key names its tags, so only a tag it was built
 * with and that moved counts.
 */
export function isSupersededByTags(
  queryKey: QueryKey,
  before: SafeInfoTags | undefined,
  after: SafeInfoTags | undefined,
): boolean {
  if (!before || !after) return false
  return Object.entries(tagsOfKey(queryKey)).some(
    ([name, value]) =>
      value !== undefined && before[name as SafeTagName] === value && after[name as SafeTagName] !== value,
  )
}
