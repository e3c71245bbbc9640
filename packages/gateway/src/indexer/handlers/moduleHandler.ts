import { findModuleOutcome } from '../decode/findOutcome'
import { moduleTransactionsTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'

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
      const { args } = event
      ctx.rows.add(moduleTransactionsTable, [
        ctx.chainId,
        event.blockNumber,
        event.logIndex,
        event.blockHash,
        event.txHash,
        event.address,
        args.module,
        args.to,
        args.value,
        args.data,
        args.operation,
        outcome.event === 'ExecutionFromModuleSuccess',
        ctx.timestamp(event.blockNumber),
      ])
    },
  },
}
