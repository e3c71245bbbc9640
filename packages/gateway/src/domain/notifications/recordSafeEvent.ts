import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import type { SafeEventType } from './SafeEventType'

/** A Safe event to notify about; `payload` identifies it (safeTxHash, txHash, messageHash, owner…), JSON-safe. */
export type SafeEvent = {
  chainId: string
  safe: Address
  type: SafeEventType
  payload: Record<string, string | number | boolean | null>
}

/**
 * Queues a notification of `event` for every device following the Safe on that chain (one `notification_outbox` row
 * each, with `{type, chainId, address, …payload}` as the transaction service's push payload). Call it inside the
 * transaction that stores the change, so a rolled-back change notifies nobody. Recording the same event twice (a
 * replay after a reorg, a retried request) adds nothing.
 * @returns how many notifications were queued.
 */
export async function recordSafeEvent(db: Db, event: SafeEvent): Promise<number> {
  const payload = JSON.stringify({ ...event.payload, type: event.type, chainId: event.chainId, address: event.safe })
  const rows = await db.query(
    `insert into notification_outbox (device_uuid, chain_id, safe, type, payload)
     select device_uuid, chain_id, safe, $3, $4::jsonb from notification_subscriptions
      where chain_id = $1 and safe = $2
     on conflict do nothing
     returning id`,
    [event.chainId, event.safe, event.type, payload],
  )
  return rows.length
}
