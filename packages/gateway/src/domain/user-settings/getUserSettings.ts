import { type UserSettings, userSettingsInputSchema } from '@strongroom/protocol'
import type { Db } from '../../db/Db'
import { type Account, accountKey } from '../accounts/Account'

/** An account's stored settings, or the defaults when it never saved any. */
export async function getUserSettings(db: Db, account: Account): Promise<UserSettings> {
  const [row] = await db.query<{ settings: unknown }>(
    'select settings from user_settings where account_address = $1 and account_chain_id = $2',
    accountKey(account),
  )
  // Stored JSON goes through the input schema again: defaults for fields added since it was saved.
  return userSettingsInputSchema.parse(row?.settings ?? {})
}
