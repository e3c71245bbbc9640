import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import { type Account, accountKey } from '../accounts/Account'
import { NotFoundError } from '../errors/NotFoundError'

/**
 * Removes one entry of an account's address book.
 * @throws {NotFoundError} when the account has no entry for that address on that chain.
 */
export async function deleteAddressBookEntry(
  db: Db,
  { account, chainId, address }: { account: Account; chainId: string; address: Address },
): Promise<void> {
  const rows = await db.query(
    `delete from address_book_entries
      where account_address = $1 and account_chain_id = $2 and chain_id = $3 and address = $4
      returning address`,
    [...accountKey(account), chainId, address],
  )
  if (rows.length === 0)
    throw new NotFoundError(`No address book entry for ${address} on chain ${chainId}`, {
      details: { chainId, address },
    })
}
