import type { SafeMessageItem, SafeMessageListItem } from '@strongroom/protocol'

const DAY_MS = 86_400_000

/**
 * Interleaves DATE_LABEL items into one page of messages (CGW `messages.service.ts`): messages grouped by the UTC day
 * they were created, days newest first and messages newest first within a day, each group preceded by a label whose
 * timestamp is that day's **UTC midnight** (unlike the history's labels). Every page labels all its groups: a day that
 * spans two pages is labelled on both.
 */
export function addMessageDateLabels(messages: readonly SafeMessageItem[]): SafeMessageListItem[] {
  const byDay = new Map<number, SafeMessageItem[]>()
  for (const message of messages) {
    const day = Math.floor(message.creationTimestamp / DAY_MS) * DAY_MS
    byDay.set(day, [...(byDay.get(day) ?? []), message])
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([day, group]): SafeMessageListItem[] => [
      { type: 'DATE_LABEL', timestamp: day },
      ...[...group].sort((a, b) => b.creationTimestamp - a.creationTimestamp),
    ])
}
