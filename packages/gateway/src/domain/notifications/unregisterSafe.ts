import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'
import type { Actor } from '../permissions/Actor'
import { requireActorAmong } from '../permissions/requireActorAmong'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { DeviceNotFoundError } from './DeviceNotFoundError'

/**
 * `DELETE /v1/chains/{chainId}/notifications/devices/{uuid}/safes/{safe}` (docs/gateway-api.md §4.19): the device stops
 * following that Safe; a Safe it did not follow is no error (the transaction service only logs it). When the device
 * follows nothing more on the chain, the owners who registered it there are dropped too. The signed-in `actor` must be
 * a current owner of the Safe.
 * @throws {ChainNotServedError} / {DeviceNotFoundError} / {SafeNotFoundError}
 * @throws {PermissionDeniedError} when the actor does not own the Safe.
 */
export async function unregisterSafe(
  { db, chains }: GatewayContext,
  { chainId, uuid, safe, actor }: { chainId: string; uuid: string; safe: Address; actor: Actor },
): Promise<void> {
  const chain = requireChain(chains, chainId)
  const device = uuid.toLowerCase()
  const registered = await db.query('select 1 from notification_devices where uuid = $1', [device])
  if (registered.length === 0) throw new DeviceNotFoundError(device)
  const state = await readSafeOnChain({ client: chain.client, chainId, address: safe })
  requireActorAmong(actor, chainId, state.owners, `an owner of ${safe}`)
  await db.transaction(async (trx) => {
    const known = await trx.query('select 1 from notification_devices where uuid = $1', [device])
    if (known.length === 0) throw new DeviceNotFoundError(device)
    await trx.query('delete from notification_subscriptions where device_uuid = $1 and chain_id = $2 and safe = $3', [
      device,
      chainId,
      safe,
    ])
    await trx.query(
      `delete from notification_device_owners o where o.device_uuid = $1 and o.chain_id = $2
         and not exists (select 1 from notification_subscriptions s where s.device_uuid = $1 and s.chain_id = $2)`,
      [device, chainId],
    )
  })
}
