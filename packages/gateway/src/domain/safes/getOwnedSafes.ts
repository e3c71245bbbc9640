import type { OwnedSafes } from '@strongroom/protocol'
import type { Address } from 'viem'
import { requireChain } from '../chains/requireChain'
import type { GatewayContext } from '../GatewayContext'

/**
 * `/owners/{address}/safes`: indexed Safes whose current owners include the address (the transaction service answers
 * from its index too), in address order.
 * @throws {ChainNotServedError}
 */
export async function getOwnedSafes(
  { db, chains }: GatewayContext,
  { chainId, owner }: { chainId: string; owner: Address },
): Promise<OwnedSafes> {
  requireChain(chains, chainId)
  const rows = await db.query<{ address: Address }>(
    `select address from safe_states where chain_id = $1 and $2 = any(owners) order by address`,
    [chainId, owner],
  )
  return { safes: rows.map((row) => row.address) }
}
