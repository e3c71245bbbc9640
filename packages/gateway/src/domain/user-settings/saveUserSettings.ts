import type { UserSettings } from '@strongroom/protocol'
import type { Db } from '../../db/Db'
import { type Account, accountKey } from '../accounts/Account'

/** Replaces an account's settings (already validated by `userSettingsSchema`). */
export async function saveUserSettings(
  db: Db,
  { account, settings, now }: { account: Account; settings: UserSettings; now: Date },
): Promise<UserSettings> {
  await db.query(
    `insert into user_settings (account_address, account_chain_id, settings, updated_at) values ($1, $2, $3, $4)
     on conflict (account_address, account_chain_id) do update set settings = excluded.settings, updated_at = excluded.updated_at`,
    [...accountKey(account), JSON.stringify(settings), now],
  )
  return settings
}
