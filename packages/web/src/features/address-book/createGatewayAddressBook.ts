import type { Address } from 'viem'
import { z } from 'zod'
import { fetchGateway } from '../../lib/gateway/fetchGateway'
import type { AddressBookEntry } from './AddressBookEntry'
import { parseAddressBookEntry } from './parseAddressBookEntry'

// The gateway writes chain ids as decimal strings; parseAddressBookEntry applies our rules on top.
const wireEntrySchema = z.object({ chainId: z.string(), address: z.string(), name: z.string() })

/** The signed-in account's address book on the gateway (`/v1/address-book`; needs the session cookie). */
export interface GatewayAddressBook {
  list(signal?: AbortSignal): Promise<AddressBookEntry[]>
  /** Adds the entry or renames the existing one; answers the stored entry. */
  save(entry: AddressBookEntry): Promise<AddressBookEntry>
  remove(chainId: number, address: Address): Promise<void>
}

/** Binds the address book endpoints to one gateway. Every answer is validated like user input. */
export function createGatewayAddressBook(baseUrl: string): GatewayAddressBook {
  return {
    async list(signal) {
      const entries = await fetchGateway({
        baseUrl,
        path: 'v1/address-book',
        schema: z.array(wireEntrySchema),
        ...(signal ? { signal } : {}),
      })
      return entries.map((entry) => parseAddressBookEntry(entry))
    },
    async save(entry) {
      const stored = await fetchGateway({
        baseUrl,
        path: 'v1/address-book',
        method: 'POST',
        body: { chainId: String(entry.chainId), address: entry.address, name: entry.name },
        schema: wireEntrySchema,
      })
      return parseAddressBookEntry(stored)
    },
    async remove(chainId, address) {
      await fetchGateway({
        baseUrl,
        path: `v1/address-book/${chainId}/${address}`,
        method: 'DELETE',
        schema: z.unknown(),
      })
    },
  }
}
