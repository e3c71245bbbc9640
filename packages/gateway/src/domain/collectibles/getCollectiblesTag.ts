import type { Address } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'

const rowSchema = z.object({ tag: z.string().nullable() })

/**
 * SafeInfo `collectiblesTag` (gateway-api.md §4.1): epoch seconds, as a string, that change exactly when the Safe's
 * ERC-721 holdings can have changed, i.e. when a block with an ERC-721 transfer to or from it is indexed or reorged
 * away. CGW uses the newest transfer's block time, but blocks can share a second (anvil, fast L2s), which would hide
 * a change. So over the Safe's blocks with ERC-721 transfers, in chain order, t(1) = time(1) and
 * t(n) = max(time(n), t(n-1) + 1): the block time while blocks are seconds apart, one more per block otherwise.
 * Unrolled, t(n) = n + max over i of (time(i) - i), a single aggregate. Every new block raises the tag; losing the
 * newest block to a reorg lowers it. A Safe without ERC-721 transfers gets "0" (CGW's "now" would change on every
 * call although nothing changed).
 */
export async function getCollectiblesTag(db: Db, chainId: string, safe: Address): Promise<string> {
  const [row] = await db.query(
    `with blocks as (
       select block_number, floor(extract(epoch from min(executed_at)))::bigint as time
         from transfers
        where chain_id = $1 and safe = $2 and type = 'ERC721'
        group by block_number
     )
     select (count(*) + max(time - position))::text as tag
       from (select time, row_number() over (order by block_number) as position from blocks) ranked`,
    [chainId, safe],
  )
  return rowSchema.parse(row).tag ?? '0'
}
