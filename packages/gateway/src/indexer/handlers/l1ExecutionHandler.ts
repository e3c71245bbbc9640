import type { SafeEventOf } from '../decode/SafeEvent'
import type { RangeContext } from '../write/RangeContext'
import { unavailableExecutionsTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'
import { addModuleTransaction } from './moduleHandler'
import { recordMultisigExecution } from './recordMultisigExecution'

type MultisigOutcome = SafeEventOf<'ExecutionSuccess'> | SafeEventOf<'ExecutionFailure'>
type ModuleOutcome = SafeEventOf<'ExecutionFromModuleSuccess'> | SafeEventOf<'ExecutionFromModuleFailure'>

async function writeMultisig(ctx: RangeContext, event: MultisigOutcome): Promise<void> {
  const resolved = ctx.execution(event)
  if (!resolved || resolved.kind === 'module') return
  const success = event.event === 'ExecutionSuccess'
  if (resolved.kind === 'multisig') {
    await recordMultisigExecution(ctx, {
      log: event,
      safe: event.address,
      safeTxHash: event.args.txHash,
      tx: resolved.tx,
      executor: resolved.executor,
      success,
      signatures: resolved.signatures,
      threshold: ctx.thresholdAt(event) ?? null,
      payment: event.args.payment,
    })
    return
  }
  // Without the nonce the row would have to guess one; the execution is logged (readRangeExecutions) and not stored.
  if (resolved.nonce === null) {
    ctx.logger.warn(
      { txHash: event.txHash, safe: event.address, safeTxHash: event.args.txHash },
      'an execution whose nonce the node could not give is not recorded',
    )
    return
  }
  const executed = ctx.executedNonces.get(event.address, resolved.nonce)
  if (executed !== undefined && executed !== event.args.txHash) {
    ctx.logger.warn({ txHash: event.txHash, nonce: resolved.nonce }, 'nonce already executed; execution ignored')
    return
  }
  ctx.executedNonces.claim(event.address, resolved.nonce, event.args.txHash)
  const executedAt = ctx.timestamp(event.blockNumber)
  ctx.rows.add(unavailableExecutionsTable, [
    ctx.chainId,
    event.args.txHash,
    event.address,
    resolved.nonce,
    'onchain',
    true,
    executedAt,
    ctx.now,
    event.txHash,
    event.blockNumber,
    event.blockHash,
    event.logIndex,
    success,
    executedAt,
    event.args.payment,
    resolved.reason,
  ])
}

function writeModule(ctx: RangeContext, event: ModuleOutcome): void {
  const resolved = ctx.execution(event)
  if (!resolved || resolved.kind === 'multisig') return
  addModuleTransaction(ctx, event, {
    module: event.args.module,
    call: resolved.kind === 'module' ? resolved.call : null,
    success: event.event === 'ExecutionFromModuleSuccess',
    detailsUnavailable: resolved.kind === 'unavailable' ? resolved.reason : null,
  })
}

/**
 * Executions of L1-singleton Safes, which emit ExecutionSuccess/Failure and ExecutionFromModuleSuccess/Failure without
 * the L2 event before them (docs/indexing.md §3.7). The call behind each was read with the range (RangeContext
 * `execution`): a decoded execTransaction is recorded like an L2 one (its safeTxHash is the log's, checked against the
 * calldata at the chain's nonce); a module call as a module transaction; an unknown call as an execution whose details
 * are unavailable, with what the logs prove and nothing else.
 */
export const l1ExecutionHandler: EventHandler = {
  name: 'l1Executions',
  write: {
    ExecutionSuccess: writeMultisig,
    ExecutionFailure: writeMultisig,
    ExecutionFromModuleSuccess: writeModule,
    ExecutionFromModuleFailure: writeModule,
  },
}
