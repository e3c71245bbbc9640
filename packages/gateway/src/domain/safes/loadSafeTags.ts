import type { Address } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'

/** SafeInfo's cache-buster tags: epoch-second-like strings, "0" for a list that never changed. */
export type SafeTags = { collectiblesTag: string; txQueuedTag: string; txHistoryTag: string; messagesTag: string }

const tagRowSchema = z.object({
  kind: z.enum(['queue', 'history', 'balances', 'collectibles', 'messages', 'safe']),
  tag: z.union([z.number(), z.string()]).transform(String),
})

/**
 * The SafeInfo tags (docs/gateway-api.md §4.1) of a Safe, as publishSafeChange keeps them: each change of the queue,
 * history, collectibles or messages raises its tag to max(now, previous + 1) seconds in the change's transaction.
 * So a tag changes exactly when its list did (also for two changes in one second, and after a reorg), and stays put
 * otherwise, unlike CGW's newest-item time that reads "now" (a new value on every call) for an empty list.
 */
export async function loadSafeTags(db: Db, { chainId, safe }: { chainId: string; safe: Address }): Promise<SafeTags> {
  const rows = await db.query(
    `select kind, tag from safe_change_tags
      where chain_id = $1 and safe = $2 and kind in ('queue', 'history', 'collectibles', 'messages')`,
    [chainId, safe],
  )
  const tags = new Map(rows.map((row) => tagRowSchema.parse(row)).map((row) => [row.kind, row.tag]))
  return {
    collectiblesTag: tags.get('collectibles') ?? '0',
    txQueuedTag: tags.get('queue') ?? '0',
    txHistoryTag: tags.get('history') ?? '0',
    messagesTag: tags.get('messages') ?? '0',
  }
}
