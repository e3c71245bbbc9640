import type { Address } from 'viem'

/** Token metadata as the indexer stored it (`tokens` table); fields it could not read are null. */
export type TokenRecord = {
  address: Address
  type: 'ERC20' | 'ERC721' | 'UNKNOWN'
  name: string | null
  symbol: string | null
  decimals: number | null
  logoUri: string | null
  trusted: boolean
}
