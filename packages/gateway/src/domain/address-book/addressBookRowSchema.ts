import type { AddressBookEntry } from '@strongroom/protocol'
import { getAddress } from 'viem'
import { z } from 'zod'

/** Row → entry; addresses are stored checksummed and re-checked here, as every DB row is parsed at the edge. */
export const addressBookRowSchema = z
  .object({ chain_id: z.string(), address: z.string(), name: z.string() })
  .transform((row): AddressBookEntry => ({ chainId: row.chain_id, address: getAddress(row.address), name: row.name }))
