import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'

const rowSchema = z.object({ token_address: z.string().transform((value) => getAddress(value)) })

/**
 * Every ERC-20 that ever moved to or from the Safe according to the index, in address order (a stable key for the
 * per-block balance cache). Outgoing-only tokens are included too: their balance decides whether they show.
 */
export async function loadReceivedTokens(db: Db, chainId: string, safe: Address): Promise<Address[]> {
  const rows = await db.query(
    `select distinct token_address from transfers
      where chain_id = $1 and safe = $2 and type = 'ERC20' and token_address is not null
      order by token_address`,
    [chainId, safe],
  )
  return rows.map((row) => rowSchema.parse(row).token_address)
}
