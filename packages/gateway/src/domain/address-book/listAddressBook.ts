import type { AddressBookEntry } from '@strongroom/protocol'
import type { Db } from '../../db/Db'
import { type Account, accountKey } from '../accounts/Account'
import { addressBookRowSchema } from './addressBookRowSchema'

/** An account's address book, optionally for one chain, ordered by chain, then name, then address. */
export async function listAddressBook(
  db: Db,
  { account, chainId }: { account: Account; chainId?: string },
): Promise<AddressBookEntry[]> {
  const rows = await db.query(
    `select chain_id, address, name from address_book_entries
      where account_address = $1 and account_chain_id = $2 and ($3::text is null or chain_id = $3)
      order by chain_id::numeric, lower(name), address`,
    [...accountKey(account), chainId ?? null],
  )
  return rows.map((row) => addressBookRowSchema.parse(row))
}
