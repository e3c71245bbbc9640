import type { Address } from 'viem'
import type { Db } from '../../db/Db'
import type { SafeEvent } from '../decode/SafeEvent'
import { isAfterInitial } from '../state/safeStateStore'
import { isMultisigOutcome, logKey } from './findUnpairedOutcomes'
import type { ResolvedExecution } from './ResolvedExecution'

/**
 * The threshold in force at each decoded L1 execution of the range (Safe.sol checks only that many signatures): the
 * stored state, then SafeSetup and ChangedThreshold in chain order. Unknown (absent) for executions at or before a
 * Safe's initial state when that state is a snapshot read later (a Safe added by address).
 */
export async function loadThresholdsAtExecutions(
  db: Db,
  chainId: string,
  events: readonly SafeEvent[],
  executions: ReadonlyMap<string, ResolvedExecution>,
): Promise<Map<string, number>> {
  const decoded = events.filter(
    (event) => isMultisigOutcome(event) && executions.get(logKey(event))?.kind === 'multisig',
  )
  const thresholds = new Map<string, number>()
  if (decoded.length === 0) return thresholds
  const safes = [...new Set(decoded.map((event) => event.address))]
  const rows = await db.query<{
    address: Address
    threshold: number
    initial_block: number
    creation_log_index: number | null
  }>(
    `select s.address, coalesce(st.threshold, s.initial_threshold) as threshold, s.initial_block, s.creation_log_index
       from safes s left join safe_states st using (chain_id, address)
      where s.chain_id = $1 and s.address = any($2)`,
    [chainId, safes],
  )
  const stored = new Map(rows.map((row) => [row.address, row]))
  const current = new Map<Address, number>()
  for (const event of events) {
    if (!safes.includes(event.address)) continue
    const row = stored.get(event.address)
    if (event.event === 'SafeSetup') current.set(event.address, Number(event.args.threshold))
    else if (
      !current.has(event.address) &&
      row &&
      isAfterInitial({ initialBlock: row.initial_block, creationLogIndex: row.creation_log_index }, event)
    )
      current.set(event.address, row.threshold)
    if (event.event === 'ChangedThreshold' && current.has(event.address))
      current.set(event.address, Number(event.args.threshold))
    const threshold = current.get(event.address)
    if (isMultisigOutcome(event) && threshold !== undefined) thresholds.set(logKey(event), threshold)
  }
  return thresholds
}
