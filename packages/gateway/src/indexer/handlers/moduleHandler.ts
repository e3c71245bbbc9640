import type { DetailsUnavailable } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { findModuleOutcome } from '../decode/findOutcome'
import type { LogPosition } from '../decode/SafeEvent'
import type { RangeContext } from '../write/RangeContext'
import { moduleTransactionsTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'

/**
 * Queues a module transaction anchored at `log`; `call` null (with the reason) when the call is unknown, as for an L1
 * Safe's module execution that could not be read (docs/indexing.md §3.7).
 */
export function addModuleTransaction(
  ctx: RangeContext,
  log: LogPosition & { address: Address },
  row: {
    module: Address
    call: { to: Address; value: string | bigint; data: Hex; operation: number } | null
    success: boolean
    detailsUnavailable: DetailsUnavailable | null
  },
): void {
  ctx.rows.add(moduleTransactionsTable, [
    ctx.chainId,
    log.blockNumber,
    log.logIndex,
    log.blockHash,
    log.txHash,
    log.address,
    row.module,
    row.call?.to ?? null,
    row.call?.value ?? null,
    row.call?.data ?? null,
    row.call?.operation ?? null,
    row.success,
    ctx.timestamp(log.blockNumber),
    row.detailsUnavailable,
  ])
}

/** EnabledModule / DisabledModule (ModuleManager list: newest at the head) and transactions executed by modules. */
export const moduleHandler: EventHandler = {
  name: 'modules',
  reduce: {
    EnabledModule: (state, { args }) => ({
      ...state,
      modules: [args.module, ...state.modules.filter((module) => module !== args.module)],
    }),
    DisabledModule: (state, { args }) => ({
      ...state,
      modules: state.modules.filter((module) => module !== args.module),
    }),
  },
  write: {
    SafeModuleTransaction: (ctx, event) => {
      const outcome = event.args.operation <= 1 ? findModuleOutcome(ctx.events, event) : undefined
      // ModuleManager emits the outcome in the same call; without one the log did not come from a real Safe.
      if (!outcome) {
        ctx.logger.warn(
          { txHash: event.txHash, logIndex: event.logIndex },
          'module transaction without a valid operation or outcome log; not recorded',
        )
        return
      }
      addModuleTransaction(ctx, event, {
        module: event.args.module,
        call: event.args,
        success: outcome.event === 'ExecutionFromModuleSuccess',
        detailsUnavailable: null,
      })
    },
  },
}
