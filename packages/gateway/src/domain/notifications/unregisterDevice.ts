import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { Actor } from '../permissions/Actor'
import { requireActorAmong } from '../permissions/requireActorAmong'
import { DeviceNotFoundError } from './DeviceNotFoundError'
import { loadDeviceManagers } from './loadDeviceManagers'

/**
 * `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}` (docs/gateway-api.md §4.19): the device stops following
 * Safes on that chain only (the transaction service is per chain; clients call this per chain). A device left with no
 * chain is forgotten, with its undelivered notifications. The signed-in `actor` must be an owner who registered the
 * device on that chain or an owner (as indexed) of a Safe it follows there.
 * @throws {ChainNotServedError} / {DeviceNotFoundError}
 * @throws {PermissionDeniedError} when the actor is neither.
 */
export async function unregisterDevice(
  { db, chains }: GatewayContext,
  { chainId, uuid, actor }: { chainId: string; uuid: string; actor: Actor },
): Promise<void> {
  requireChain(chains, chainId)
  const device = uuid.toLowerCase()
  const registered = await db.query('select 1 from notification_devices where uuid = $1', [device])
  if (registered.length === 0) throw new DeviceNotFoundError(device)
  const managers = (await loadDeviceManagers(db, device, chainId)).get(chainId) ?? []
  requireActorAmong(actor, chainId, managers, `an owner who registered device ${device} or owns a Safe it follows`)
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
