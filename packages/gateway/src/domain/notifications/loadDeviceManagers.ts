import { type Address, getAddress } from 'viem'
import type { Db } from '../../db/Db'

/**
 * Who manages a notification device, per chain it follows Safes on: the owners who registered it there and the
 * owners (as indexed) of the Safes it follows there. Only they may change or remove it (docs/gateway-api.md §4.19).
 * `chainId` limits the answer to one chain.
 */
export async function loadDeviceManagers(db: Db, uuid: string, chainId?: string): Promise<Map<string, Address[]>> {
  const rows = await db.query<{ chain_id: string; owner: string }>(
    `select chain_id, owner from notification_device_owners where device_uuid = $1 and ($2::text is null or chain_id = $2)
     union
     select s.chain_id, unnest(st.owners) from notification_subscriptions s
       join safe_states st on st.chain_id = s.chain_id and st.address = s.safe
      where s.device_uuid = $1 and ($2::text is null or s.chain_id = $2)`,
    [uuid, chainId ?? null],
  )
  const managers = new Map<string, Address[]>()
  for (const row of rows) managers.set(row.chain_id, [...(managers.get(row.chain_id) ?? []), getAddress(row.owner)])
  return managers
}
