import {
  type SafeChangeKind,
  type SafeChangeReason,
  safeChangeKindSchema,
  safeChangeReasonSchema,
} from '@strongroom/protocol'
import type { SafeChange, SafeChangeNotification } from './SafeChange'

/**
 * Merges changes of the same Safe into one (kinds united in the protocol's order, the most telling reason, notifications in
 * order), keeping Safes in order of first appearance: a block range publishes one change per Safe, not per log.
 */
export function combineSafeChanges(changes: readonly SafeChange[]): SafeChange[] {
  const bySafe = new Map<
    string,
    {
      chainId: string
      safe: SafeChange['safe']
      kinds: Set<SafeChangeKind>
      reasons: Set<SafeChangeReason>
      notifications: SafeChangeNotification[]
    }
  >()
  for (const change of changes) {
    const key = `${change.chainId}:${change.safe}`
    let entry = bySafe.get(key)
    if (!entry) {
      entry = { chainId: change.chainId, safe: change.safe, kinds: new Set(), reasons: new Set(), notifications: [] }
      bySafe.set(key, entry)
    }
    for (const kind of change.kinds) entry.kinds.add(kind)
    entry.reasons.add(change.reason)
    entry.notifications.push(...(change.notifications ?? []))
  }
  return [...bySafe.values()].map((entry) => ({
    chainId: entry.chainId,
    safe: entry.safe,
    kinds: safeChangeKindSchema.options.filter((kind) => entry.kinds.has(kind)),
    // Every entry holds at least one reason, and the enum lists them all.
    reason: safeChangeReasonSchema.options.find((reason) => entry.reasons.has(reason))!,
    ...(entry.notifications.length > 0 ? { notifications: entry.notifications } : {}),
  }))
}
