import type { Db } from '../../db/Db'
import { publishSafeChanges } from './publishSafeChanges'
import type { SafeChange } from './SafeChange'
import type { SafeChangeEvent } from './SafeChangeEvent'

export { SAFE_CHANGES_CHANNEL } from './publishSafeChanges'

/**
 * Publishes one change of a Safe (publishSafeChanges with one change; same rules: last statement of the transaction
 * that writes the change, nothing published on rollback).
 * @returns the published event (its id is final once the transaction commits).
 */
export async function publishSafeChange(tx: Db, change: SafeChange): Promise<SafeChangeEvent> {
  const [event] = await publishSafeChanges(tx, [change])
  return event!
}
