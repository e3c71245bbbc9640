import { type DeviceType, deviceTypeSchema } from '@strongroom/protocol'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import type { NotificationSender, OutgoingNotification } from './NotificationSender'
import { NotificationTimeoutError } from './NotificationTimeoutError'

const claimedRowSchema = z.object({
  id: z.union([z.number(), z.string()]).transform((value) => Number(value)),
  device_uuid: z.string(),
  device_type: deviceTypeSchema,
  cloud_messaging_token: z.string(),
  chain_id: z.string(),
  safe: z.string(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()),
})

/** How many notifications are sent at once. */
const CONCURRENCY = 8
/** How long one send may take before it counts as failed (and is retried in a later round). */
const SEND_TIMEOUT_MS = 15_000

function withDeadline(sending: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new NotificationTimeoutError(`No answer from the push service within ${timeoutMs} ms.`)),
      timeoutMs,
    )
  })
  return Promise.race([sending, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Drains the outbox through `sender`: claims up to `batchSize` undelivered notifications of the sender's device types
 * (skipping rows another process holds, and rows tried less than a minute ago), sends them `concurrency` at a time,
 * and marks each delivered or records the error. A send that takes longer than `sendTimeoutMs` fails, so one endpoint
 * that never answers holds up neither the others nor the next round (docs/gateway-security.md §3). A notification is
 * given up after `maxAttempts`. Safe to run from several processes at once.
 * @returns how many were delivered and how many failed this round.
 */
export async function deliverPendingNotifications(
  db: Db,
  {
    sender,
    batchSize = 100,
    maxAttempts = 5,
    concurrency = CONCURRENCY,
    sendTimeoutMs = SEND_TIMEOUT_MS,
  }: {
    sender: NotificationSender
    batchSize?: number
    maxAttempts?: number
    concurrency?: number
    sendTimeoutMs?: number
  },
): Promise<{ delivered: number; failed: number }> {
  const deviceTypes: DeviceType[] = [...sender.deviceTypes]
  const claimed = await db.query(
    `with next as (
       select o.id from notification_outbox o join notification_devices d on d.uuid = o.device_uuid
        where o.delivered_at is null and o.attempts < $1 and d.device_type = any($2::text[])
          and (o.last_attempt_at is null or o.last_attempt_at < now() - interval '1 minute')
        order by o.id limit $3
        for update of o skip locked)
     update notification_outbox o set attempts = o.attempts + 1, last_attempt_at = now()
       from next, notification_devices d
      where o.id = next.id and d.uuid = o.device_uuid
      returning o.id, o.device_uuid, d.device_type, d.cloud_messaging_token, o.chain_id, o.safe, o.type, o.payload`,
    [maxAttempts, deviceTypes, batchSize],
  )
  let delivered = 0
  let failed = 0
  const deliver = async (row: z.output<typeof claimedRowSchema>) => {
    const notification: OutgoingNotification = {
      id: row.id,
      deviceUuid: row.device_uuid,
      deviceType: row.device_type,
      cloudMessagingToken: row.cloud_messaging_token,
      chainId: row.chain_id,
      safe: row.safe,
      type: row.type,
      payload: row.payload,
    }
    try {
      await withDeadline(sender.send(notification), sendTimeoutMs)
      await db.query('update notification_outbox set delivered_at = now(), last_error = null where id = $1', [row.id])
      delivered++
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await db.query('update notification_outbox set last_error = $2 where id = $1', [row.id, message.slice(0, 500)])
      failed++
    }
  }
  const queue = claimed.map((raw) => claimedRowSchema.parse(raw)).sort((a, b) => a.id - b.id)
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await deliver(row)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker))
  return { delivered, failed }
}
