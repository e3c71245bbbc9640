import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import { DeviceNotFoundError } from './DeviceNotFoundError'

/**
 * `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}` (gateway-api.md §4.19): the device stops following
 * Safes on that chain only (the transaction service is per chain; clients call this per chain). A device left with no
 * chain is forgotten, with its undelivered notifications.
 * @throws {ChainNotServedError} / {DeviceNotFoundError}
 */
export async function unregisterDevice(
  { db, chains }: GatewayContext,
  { chainId, uuid }: { chainId: string; uuid: string },
): Promise<void> {
  requireChain(chains, chainId)
  const device = uuid.toLowerCase()
  await db.transaction(async (trx) => {
    const known = await trx.query('select 1 from notification_devices where uuid = $1', [device])
    if (known.length === 0) throw new DeviceNotFoundError(device)
    await trx.query('delete from notification_subscriptions where device_uuid = $1 and chain_id = $2', [
      device,
      chainId,
    ])
    await trx.query('delete from notification_device_owners where device_uuid = $1 and chain_id = $2', [
      device,
      chainId,
    ])
    await trx.query(
      `delete from notification_devices d where d.uuid = $1
         and not exists (select 1 from notification_subscriptions s where s.device_uuid = d.uuid)`,
      [device],
    )
  })
}
