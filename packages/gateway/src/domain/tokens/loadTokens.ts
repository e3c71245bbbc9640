import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import type { Db } from '../../db/Db'
import type { TokenRecord } from './TokenRecord'

export const tokenRowSchema = z
  .object({
    address: z.string(),
    type: z.enum(['ERC20', 'ERC721', 'UNKNOWN']),
    name: z.string().nullable(),
    symbol: z.string().nullable(),
    decimals: z.number().int().nullable(),
    logo_uri: z.string().nullable(),
    trusted: z.boolean(),
  })
  .transform(
    (row): TokenRecord => ({
      address: getAddress(row.address),
      type: row.type,
      name: row.name,
      symbol: row.symbol,
      decimals: row.decimals,
      logoUri: row.logo_uri,
      trusted: row.trusted,
    }),
  )

/** Metadata of those of `addresses` the indexer has seen move, keyed by checksummed address. */
export async function loadTokens(
  db: Db,
  chainId: string,
  addresses: Iterable<string>,
): Promise<Map<Address, TokenRecord>> {
  const wanted = [...new Set([...addresses].map((address) => getAddress(address)))]
  if (wanted.length === 0) return new Map()
  const rows = await db.query(
    `select address, type, name, symbol, decimals, logo_uri, trusted from tokens
      where chain_id = $1 and address = any($2::text[])`,
    [chainId, wanted],
  )
  return new Map(rows.map((row) => tokenRowSchema.parse(row)).map((token) => [token.address, token]))
}
