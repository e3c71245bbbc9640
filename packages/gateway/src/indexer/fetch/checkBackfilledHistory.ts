import type { Address, PublicClient } from 'viem'
import type { Db } from '../../db/Db'
import type { BackfillWindow } from '../backfill/BackfillQueue'
import type { BackfillAdvance } from '../backfill/writeBackfillWindow'
import { isMissingStateError } from '../executions/resolveExecutions'
import type { RangeData } from './fetchRange'
import { NodeAnswerError } from './NodeAnswerError'
import type { SingletonVersions } from './SingletonVersions'

const EXECUTIONS = ['ExecutionSuccess', 'ExecutionFailure']

/**
 * Before a backfill window completes a Safe's history (docs/rpc-providers.md §8), the history read must agree with the
 * Safe's state, so that a node answering old blocks empty instead of refusing them is not taken at its word:
 * - reaching its creation, a Safe whose nonce at the block its backfill started from is above 0 must have executions
 *   (ExecutionSuccess or ExecutionFailure, stored or in this window; Safes of 1.0.0 log no successes: not checked);
 * - reaching the chain's start block without its creation, the Safe must have had code there (else its creation lies
 *   in the blocks read, and the node left it out). A node that refuses that old state leaves this unchecked.
 * @throws {NodeAnswerError} naming the Safe and what is missing; the window is then not written and the Safe stays
 *   backfilling.
 */
export async function checkBackfilledHistory(options: {
  db: Db
  client: PublicClient
  chainId: string
  versions: SingletonVersions
  window: BackfillWindow
  data: RangeData
  advances: readonly BackfillAdvance[]
}): Promise<void> {
  const { db, client, chainId, window, data } = options
  for (const advance of options.advances) {
    if (!advance.complete) continue
    const backfill = window.safes.find((safe) => safe.address === advance.address)
    if (!backfill) continue
    const safe: Address = advance.address
    // Complete above the floor: the window holds its creation (writeBackfillWindow's advancesOf).
    const createdHere = advance.completeFrom > backfill.floor
    if (createdHere) {
      const [row] = await db.query<{ initial_nonce: string; initial_singleton: Address | null; stored: string }>(
        `select s.initial_nonce, s.initial_singleton,
           (select count(*) from safe_events e
             where e.chain_id = s.chain_id and e.safe = s.address and e.event = any($3) and e.block_number <= $4) as stored
         from safes s where s.chain_id = $1 and s.address = $2`,
        [chainId, safe, EXECUTIONS, backfill.top],
      )
      if (!row) continue
      if (row.initial_singleton && options.versions.versionOf(row.initial_singleton) === '1.0.0') continue
      const found =
        Number(row.stored) +
        data.events.filter((event) => event.address === safe && EXECUTIONS.includes(event.event)).length
      const nonce = Number(row.initial_nonce)
      // Only a history without any execution is taken as a node's empty answer: a module's delegatecall may move a nonce
      // without an execution event, and a false alarm here would hold the Safe's backfill back for good.
      if (found === 0 && nonce > 0)
        throw new NodeAnswerError(
          `The node of chain ${chainId} answered the history of Safe ${safe} with ${found} executions, but its nonce at block ${backfill.top} is ${nonce}: the node answered some blocks empty instead of refusing them. Use an archive node, or a provider plan (or token) that serves history.`,
          { details: { safe, found, nonce, top: backfill.top } },
        )
      continue
    }
    let code: string | undefined
    try {
      code = await client.getCode({ address: safe, blockNumber: BigInt(backfill.floor) })
    } catch (error) {
      if (isMissingStateError(error)) continue
      throw error
    }
    if (!code || code === '0x')
      throw new NodeAnswerError(
        `The node of chain ${chainId} answered blocks ${backfill.floor}–${backfill.top} without the creation of Safe ${safe}, which has no code at block ${backfill.floor}: the node answered some blocks empty instead of refusing them. Use an archive node, or a provider plan (or token) that serves history.`,
        { details: { safe, floor: backfill.floor, top: backfill.top } },
      )
  }
}
