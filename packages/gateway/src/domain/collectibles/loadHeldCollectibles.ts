import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import type { CollectibleKey } from './CollectibleMetadataResolver'

const rowSchema = z.object({
  token_address: z.string().transform((value) => getAddress(value)),
  token_id: z.string().transform((value) => BigInt(value)),
})

/**
 * The ERC-721 tokens the Safe holds according to the index: for each (contract, id) the Safe's latest indexed Transfer
 * is the deciding one, and it must be incoming. Ordered by lower-case contract address (the same under every
 * collation), then numerically by id, so pages are stable.
 */
export async function loadHeldCollectibles(db: Db, chainId: string, safe: Address): Promise<CollectibleKey[]> {
  const rows = await db.query(
    `select token_address, token_id::text as token_id from (
       select distinct on (token_address, token_id) token_address, token_id, direction
         from transfers
        where chain_id = $1 and safe = $2 and type = 'ERC721'
        order by token_address, token_id, block_number desc, log_index desc
     ) latest
     where direction = 'INCOMING'
     order by lower(token_address), token_id`,
    [chainId, safe],
  )
  return rows.map((raw) => {
    const row = rowSchema.parse(raw)
    return { address: row.token_address, tokenId: row.token_id }
  })
}
