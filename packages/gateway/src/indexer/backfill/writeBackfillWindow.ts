import type { Address } from 'viem'
import type { Logger } from '../../createLogger'
import type { Db } from '../../db/Db'
import { isPlausibleSafeSetup } from '../decode/isPlausibleSafeSetup'
import { safeOf } from '../decode/safeOf'
import type { RangeData } from '../fetch/fetchRange'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { IndexerError } from '../IndexerError'
import { writeRange } from '../write/writeRange'
import type { BackfillWindow } from './BackfillQueue'

/** Where one Safe's backfill stands after a window. */
export type BackfillAdvance = { address: Address; completeFrom: number; complete: boolean }

/**
 * Where each Safe of `window` stands once `data` (the window's blocks, read for its Safes) is written: complete from
 * its creation when the window holds it (SafeSetup, or the factory's event naming it; nothing older is its history),
 * else from the window's first block, complete once that reaches the Safe's floor.
 */
export function advancesOf(window: BackfillWindow, data: RangeData): BackfillAdvance[] {
  return window.safes.map((backfill) => {
    const creation = data.events.find(
      (event) =>
        safeOf(event) === backfill.address &&
        (event.event === 'SafeSetup' ? isPlausibleSafeSetup(event.args) : event.address !== backfill.address),
    )
    if (creation) return { address: backfill.address, completeFrom: creation.blockNumber, complete: true }
    return { address: backfill.address, completeFrom: window.from, complete: window.from <= backfill.floor }
  })
}

/**
 * Writes one backfill window (docs/rpc-providers.md §5) in one transaction: its rows, and each Safe's cursor moved down
 * to where the window leaves it, so that a restart resumes below the window and reads none of it again. A cursor that
 * is not where the window started from means another writer moved it: the window is not written.
 * @throws {IndexerError} (not retryable) when a cursor was moved by someone else.
 */
export async function writeBackfillWindow(
  db: Db,
  options: {
    chainId: string
    window: BackfillWindow
    data: RangeData
    trustedTokens: ReadonlySet<Address>
    versions: SingletonVersions
    logger: Logger
  },
): Promise<BackfillAdvance[]> {
  const { chainId, window, data } = options
  const advances = advancesOf(window, data)
  await db.transaction(async (tx) => {
    await writeRange(tx, {
      chainId,
      data,
      indexedSafes: new Set(window.safes.map((backfill) => backfill.address)),
      trustedTokens: options.trustedTokens,
      versions: options.versions,
      logger: options.logger,
    })
    for (const advance of advances) {
      const time = data.timestamps.get(advance.completeFrom) ?? data.headers.get(advance.completeFrom)?.timestamp
      const moved = await tx.query(
        `update safe_backfills set complete_from = $3, complete_from_time = $4, complete = $5
         where chain_id = $1 and address = $2 and complete_from = $6 and not complete returning address`,
        [chainId, advance.address, advance.completeFrom, time ?? null, advance.complete, window.to + 1],
      )
      if (moved.length !== 1)
        throw new IndexerError(`The backfill of ${advance.address} was moved by another process.`, {
          retryable: false,
          details: { address: advance.address, from: window.from, to: window.to },
        })
    }
  })
  return advances
}
