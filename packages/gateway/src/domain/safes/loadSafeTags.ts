import type { Address } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'

/** Newest change per list of a Safe, as epoch seconds strings ("now" for a list without data). */
export type SafeTags = { collectiblesTag: string; txQueuedTag: string; txHistoryTag: string; messagesTag: string }

const tagRowSchema = z.object({
  collectibles: z.date().nullable(),
  queued: z.date().nullable(),
  multisig_history: z.date().nullable(),
  module_history: z.date().nullable(),
  transfer_history: z.date().nullable(),
})

function seconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000))
}

/**
 * The SafeInfo cache-buster tags (gateway-api.md §4.1): clients reload a list only when its tag changes.
 * - collectibles: newest ERC-721 transfer;
 * - queued: newest `modified_at` of an unexecuted transaction at or above `safeNonce`;
 * - history: newest of executed multisig (its modification or execution), module transaction and transfer.
 * Messages arrive with part 2, so that tag is always "now", as CGW's is for a Safe without messages.
 */
export async function loadSafeTags(
  db: Db,
  { chainId, safe, safeNonce, now }: { chainId: string; safe: Address; safeNonce: bigint; now: Date },
): Promise<SafeTags> {
  const [raw] = await db.query(
    `select
       (select max(executed_at) from transfers where chain_id = $1 and safe = $2 and type = 'ERC721') as collectibles,
       (select max(modified_at) from multisig_transactions
         where chain_id = $1 and safe = $2 and block_number is null and nonce >= $3) as queued,
       (select max(greatest(modified_at, executed_at)) from multisig_transactions
         where chain_id = $1 and safe = $2 and block_number is not null) as multisig_history,
       (select max(executed_at) from module_transactions where chain_id = $1 and safe = $2) as module_history,
       (select max(executed_at) from transfers where chain_id = $1 and safe = $2) as transfer_history`,
    [chainId, safe, safeNonce],
  )
  const row = tagRowSchema.parse(raw)
  const history = [row.multisig_history, row.module_history, row.transfer_history]
    .filter((date): date is Date => date !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0]
  return {
    collectiblesTag: seconds(row.collectibles ?? now),
    txQueuedTag: seconds(row.queued ?? now),
    txHistoryTag: seconds(history ?? now),
    messagesTag: seconds(now),
  }
}
