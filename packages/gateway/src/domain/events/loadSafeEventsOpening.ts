import type { SafeEventsReset } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import { loadSafeTags, type SafeTags } from '../safes/loadSafeTags'
import { loadSafeChangeEvents } from './loadSafeChangeEvents'
import type { SafeChangeEvent } from './SafeChangeEvent'

/** Resuming after more changes than this of one Safe reloads everything instead of replaying them. */
export const MAX_REPLAYED_CHANGES = 500

/** How a Safe event stream opens. */
export type SafeEventsOpening = {
  /** The newest change id at opening: live changes after it follow the opening. */
  headId: number
  /** SafeInfo tags for the `hello` message. */
  tags: SafeTags
  /** Changes of the Safe after the client's last id, or why they cannot be replayed; null for a fresh stream. */
  resume: { replay: SafeChangeEvent[] } | { reset: SafeEventsReset['reason'] } | null
}

/**
 * What a Safe event stream sends before going live. With the client's last event id it replays that Safe's changes
 * since then, or tells it to reload everything when the id is older than the retention (`expired`, also when more
 * than {@link MAX_REPLAYED_CHANGES} happened) or newer than any change (`unknown`, e.g. another database).
 */
export async function loadSafeEventsOpening(
  db: Db,
  { chainId, safe, lastEventId }: { chainId: string; safe: Address; lastEventId: number | null },
): Promise<SafeEventsOpening> {
  const log = await loadSafeChangeEvents(db, {
    afterId: lastEventId ?? Number.MAX_SAFE_INTEGER,
    limit: lastEventId === null ? 0 : MAX_REPLAYED_CHANGES + 1,
    safe: { chainId, address: safe },
  })
  const tags = await loadSafeTags(db, { chainId, safe })
  const resume =
    lastEventId === null
      ? null
      : lastEventId > log.headId
        ? { reset: 'unknown' as const }
        : lastEventId < log.prunedThrough || log.events.length > MAX_REPLAYED_CHANGES
          ? { reset: 'expired' as const }
          : { replay: log.events }
  return { headId: log.headId, tags, resume }
}
