import type { AddressBookEntry } from '@strongroom/protocol'
import type { Db } from '../../db/Db'
import { type Account, accountKey } from '../accounts/Account'
import { RuleViolationError } from '../errors/RuleViolationError'

/** Most entries one account may keep: bounds what a signed-in client can make the gateway store. */
export const MAX_ADDRESS_BOOK_ENTRIES = 1000

/**
 * Adds an entry or renames an existing one (one entry per chain and address).
 * @throws {RuleViolationError} when adding would exceed {@link MAX_ADDRESS_BOOK_ENTRIES}.
 */
export async function saveAddressBookEntry(
  db: Db,
  { account, entry, now }: { account: Account; entry: AddressBookEntry; now: Date },
): Promise<AddressBookEntry> {
  const key = accountKey(account)
  return db.transaction(async (tx) => {
    const [counts] = await tx.query<{ total: number; present: number }>(
      `select count(*)::int as total, count(*) filter (where chain_id = $3 and address = $4)::int as present
         from address_book_entries where account_address = $1 and account_chain_id = $2`,
      [...key, entry.chainId, entry.address],
    )
    if (counts && counts.present === 0 && counts.total >= MAX_ADDRESS_BOOK_ENTRIES)
      throw new RuleViolationError(`Address book is full (${MAX_ADDRESS_BOOK_ENTRIES} entries)`, {
        details: { limit: MAX_ADDRESS_BOOK_ENTRIES },
      })
    await tx.query(
      `insert into address_book_entries (account_address, account_chain_id, chain_id, address, name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)
       on conflict (account_address, account_chain_id, chain_id, address)
       do update set name = excluded.name, updated_at = excluded.updated_at`,
      [...key, entry.chainId, entry.address, entry.name, now],
    )
    return entry
  })
}
