import { decodeMultisigExecution } from '../decode/decodeMultisigExecution'
import { findModuleOutcome, findMultisigOutcome } from '../decode/findOutcome'
import type { SafeEvent, SafeEventOf } from '../decode/SafeEvent'

export type MultisigOutcome = SafeEventOf<'ExecutionSuccess'> | SafeEventOf<'ExecutionFailure'>
export type ModuleOutcome = SafeEventOf<'ExecutionFromModuleSuccess'> | SafeEventOf<'ExecutionFromModuleFailure'>

/** Key of a log within a chain. */
export const logKey = (event: { blockNumber: number; logIndex: number }) => `${event.blockNumber}:${event.logIndex}`

export const isMultisigOutcome = (event: SafeEvent): event is MultisigOutcome =>
  event.event === 'ExecutionSuccess' || event.event === 'ExecutionFailure'
export const isModuleOutcome = (event: SafeEvent): event is ModuleOutcome =>
  event.event === 'ExecutionFromModuleSuccess' || event.event === 'ExecutionFromModuleFailure'

/**
 * The execution logs of a range that no L2 event explains: ExecutionSuccess/Failure without the SafeMultiSigTransaction
 * that SafeL2 emits before it, ExecutionFromModuleSuccess/Failure without SafeModuleTransaction. Both singletons emit
 * the outcome logs (docs/indexing.md §3.7), so these are the executions of L1-singleton Safes.
 */
export function findUnpairedOutcomes(
  chainId: string,
  events: readonly SafeEvent[],
): { multisig: MultisigOutcome[]; module: ModuleOutcome[] } {
  const paired = new Set<string>()
  for (const event of events) {
    if (event.event === 'SafeMultiSigTransaction') {
      const outcome = findMultisigOutcome(events, event, decodeMultisigExecution(chainId, event).safeTxHash)
      if (outcome) paired.add(logKey(outcome))
    } else if (event.event === 'SafeModuleTransaction') {
      const outcome = findModuleOutcome(events, event)
      if (outcome) paired.add(logKey(outcome))
    }
  }
  return {
    multisig: events.filter(
      (event): event is MultisigOutcome => isMultisigOutcome(event) && !paired.has(logKey(event)),
    ),
    module: events.filter((event): event is ModuleOutcome => isModuleOutcome(event) && !paired.has(logKey(event))),
  }
}
