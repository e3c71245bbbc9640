import type { Address } from 'viem'
import type { GatewayContext } from '../GatewayContext'

/**
 * `GET /v1/owners/{address}/safes` (SDK `getAllOwnedSafes`): the indexed Safes whose current owners include the
 * address, per served chain (every served chain is a key, an empty list when it has none), in address order.
 */
export async function getOwnedSafesOnAllChains(
  { db, chains }: GatewayContext,
  { owner }: { owner: Address },
): Promise<Record<string, string[]>> {
  const served = [...chains.keys()]
  const rows = await db.query<{ chain_id: string; address: string }>(
    `select chain_id, address from safe_states where chain_id = any($1::text[]) and $2 = any(owners)
      order by chain_id, address`,
    [served, owner],
  )
  const byChain: Record<string, string[]> = Object.fromEntries(served.map((chainId) => [chainId, []]))
  for (const row of rows) byChain[row.chain_id]?.push(row.address)
  return byChain
}
