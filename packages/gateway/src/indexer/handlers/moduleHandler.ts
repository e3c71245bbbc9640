import { findModuleOutcome } from '../findOutcome'
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
    SafeModuleTransaction: async (ctx, event) => {
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
      await ctx.tx.query(
        `insert into module_transactions (chain_id, block_number, log_index, block_hash, tx_hash, safe, module, "to",
           value, data, operation, is_successful, executed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         on conflict do nothing`,
        [
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
          ctx.header(event.blockNumber).timestamp,
        ],
      )
    },
  },
}
