import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import { insertRows } from '../../db/insertRows'
import type { SafeEvent } from '../decode/SafeEvent'
import { isFactoryEvent } from '../decode/safeOf'
import { createdSafeStatesTable } from '../write/rangeTables'
import { reduceSafeState } from './reduceSafeState'
import type { ReduceEnv, SafeState } from './SafeState'

/** Where a Safe's initial state sits: events at or before it are already part of that state. */
export type InitialPosition = { initialBlock: number; creationLogIndex: number | null }

/**
 * True when `event` comes after the Safe's initial state: after its SafeSetup log, or after the whole block a
 * snapshot was read at (creation_log_index null).
 */
export function isAfterInitial(position: InitialPosition, event: { blockNumber: number; logIndex: number }): boolean {
  if (event.blockNumber !== position.initialBlock) return event.blockNumber > position.initialBlock
  return position.creationLogIndex !== null && event.logIndex > position.creationLogIndex
}

type StateRow = {
  address: Address
  owners: Address[]
  threshold: number
  nonce: string
  modules: Address[]
  guard: Address | null
  fallback_handler: Address | null
  singleton: Address | null
  version: string | null
  updated_block: number
  initial_block: number
  creation_log_index: number | null
}

/** Loads the current state of `safes` together with their initial positions. */
export async function loadSafeStates(
  db: Db,
  chainId: string,
  safes: Address[],
): Promise<Map<Address, { state: SafeState; position: InitialPosition }>> {
  if (safes.length === 0) return new Map()
  const rows = await db.query<StateRow>(
    `select st.address, st.owners, st.threshold, st.nonce, st.modules, st.guard, st.fallback_handler, st.singleton,
       st.version, st.updated_block, s.initial_block, s.creation_log_index
     from safe_states st join safes s using (chain_id, address)
     where st.chain_id = $1 and st.address = any($2)`,
    [chainId, safes],
  )
  return new Map(
    rows.map((row) => [
      row.address,
      {
        state: {
          owners: row.owners,
          threshold: row.threshold,
          nonce: BigInt(row.nonce),
          modules: row.modules,
          guard: row.guard,
          fallbackHandler: row.fallback_handler,
          singleton: row.singleton,
          version: row.version,
          updatedBlock: row.updated_block,
        },
        position: { initialBlock: row.initial_block, creationLogIndex: row.creation_log_index },
      },
    ]),
  )
}

/** Writes (insert or replace) the states of several Safes with one statement. */
export async function saveSafeStates(db: Db, chainId: string, states: ReadonlyMap<Address, SafeState>): Promise<void> {
  await insertRows(
    db,
    createdSafeStatesTable.table,
    createdSafeStatesTable.columns,
    [...states].map(([address, state]) => [
      chainId,
      address,
      state.owners,
      state.threshold,
      state.nonce,
      state.modules,
      state.guard,
      state.fallbackHandler,
      state.singleton,
      state.version,
      state.updatedBlock,
    ]),
    `on conflict (chain_id, address) do update set owners = excluded.owners, threshold = excluded.threshold,
       nonce = excluded.nonce, modules = excluded.modules, guard = excluded.guard,
       fallback_handler = excluded.fallback_handler, singleton = excluded.singleton, version = excluded.version,
       updated_block = excluded.updated_block`,
  )
}

/**
 * Applies `events` (any Safes, chain order) to the stored states of their Safes, skipping events already contained
 * in a Safe's initial state, and saves the states that changed.
 */
export async function applyEventsToStates(
  db: Db,
  chainId: string,
  events: readonly SafeEvent[],
  env: ReduceEnv,
): Promise<void> {
  const safes = [...new Set(events.filter((event) => !isFactoryEvent(event)).map((event) => event.address))]
  const loaded = await loadSafeStates(db, chainId, safes)
  const changed = new Map<Address, SafeState>()
  for (const event of events) {
    const entry = loaded.get(event.address)
    if (!entry || isFactoryEvent(event) || !isAfterInitial(entry.position, event)) continue
    const next = reduceSafeState(changed.get(event.address) ?? entry.state, event, env)
    if (next !== entry.state) changed.set(event.address, next)
  }
  await saveSafeStates(db, chainId, changed)
}
