import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import type { SafeEvent } from '../decode/SafeEvent'
import type { SingletonVersions } from '../fetch/SingletonVersions'
import { reduceSafeState } from './reduceSafeState'
import type { SafeState } from './SafeState'
import { isAfterInitial, saveSafeStates } from './safeStateStore'

type InitialRow = {
  address: Address
  initial_block: number
  creation_log_index: number | null
  initial_owners: Address[]
  initial_threshold: number
  initial_nonce: string
  initial_modules: Address[]
  initial_fallback_handler: Address | null
  initial_guard: Address | null
  initial_singleton: Address | null
}

type EventRow = {
  block_number: number
  log_index: number
  block_hash: `0x${string}`
  tx_hash: `0x${string}`
  tx_index: number
  safe: Address
  event: SafeEvent['event']
  args: SafeEvent['args']
}

/**
 * Rebuilds safe_states of `safes` from scratch: the initial state in `safes` plus a replay of every stored event
 * after it. Used after reorgs and after a Safe's history was backfilled.
 */
export async function recomputeSafeStates(
  db: Db,
  chainId: string,
  safes: Address[],
  versions: SingletonVersions,
): Promise<void> {
  if (safes.length === 0) return
  const initials = await db.query<InitialRow>(
    `select address, initial_block, creation_log_index, initial_owners, initial_threshold, initial_nonce,
       initial_modules, initial_fallback_handler, initial_guard, initial_singleton
     from safes where chain_id = $1 and address = any($2)`,
    [chainId, safes],
  )
  const rows = await db.query<EventRow>(
    `select block_number, log_index, block_hash, tx_hash, tx_index, safe, event, args from safe_events
     where chain_id = $1 and safe = any($2)
       and event not in ('ProxyCreation', 'ProxyCreationL2', 'ChainSpecificProxyCreationL2')
     order by block_number, log_index`,
    [chainId, safes],
  )
  const events = rows.map(
    (row) =>
      ({
        blockNumber: row.block_number,
        blockHash: row.block_hash,
        txHash: row.tx_hash,
        txIndex: row.tx_index,
        logIndex: row.log_index,
        address: row.safe,
        event: row.event,
        args: row.args,
      }) as SafeEvent,
  )
  await versions.resolve([
    ...initials.flatMap((row) => (row.initial_singleton ? [row.initial_singleton] : [])),
    ...events.flatMap((event) => (event.event === 'ChangedMasterCopy' ? [event.args.singleton] : [])),
  ])
  const states = new Map<Address, SafeState>()
  for (const initial of initials) {
    let state: SafeState = {
      owners: initial.initial_owners,
      threshold: initial.initial_threshold,
      nonce: BigInt(initial.initial_nonce),
      modules: initial.initial_modules,
      guard: initial.initial_guard,
      fallbackHandler: initial.initial_fallback_handler,
      singleton: initial.initial_singleton,
      version: initial.initial_singleton ? versions.versionOf(initial.initial_singleton) : null,
      updatedBlock: initial.initial_block,
    }
    const position = { initialBlock: initial.initial_block, creationLogIndex: initial.creation_log_index }
    for (const event of events) {
      if (event.address === initial.address && isAfterInitial(position, event))
        state = reduceSafeState(state, event, versions)
    }
    states.set(initial.address, state)
  }
  await saveSafeStates(db, chainId, states)
}
