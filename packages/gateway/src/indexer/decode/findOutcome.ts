import type { SafeEvent, SafeEventOf } from './SafeEvent'

type MultisigOutcome = SafeEventOf<'ExecutionSuccess'> | SafeEventOf<'ExecutionFailure'>
type ModuleOutcome = SafeEventOf<'ExecutionFromModuleSuccess'> | SafeEventOf<'ExecutionFromModuleFailure'>

/** The events of a range grouped by transaction, built once per events array (ranges hold thousands of events). */
const byTransaction = new WeakMap<readonly SafeEvent[], Map<string, SafeEvent[]>>()

function laterInSameTx(events: readonly SafeEvent[], start: SafeEvent): SafeEvent[] {
  let index = byTransaction.get(events)
  if (!index) {
    index = new Map()
    for (const event of events) {
      const key = `${event.blockNumber}:${event.txHash}`
      const group = index.get(key)
      if (group) group.push(event)
      else index.set(key, [event])
    }
    byTransaction.set(events, index)
  }
  return (index.get(`${start.blockNumber}:${start.txHash}`) ?? []).filter((event) => event.logIndex > start.logIndex)
}

/**
 * ExecutionSuccess / ExecutionFailure of an execTransaction: emitted last by the same Safe in the same transaction,
 * with topic1 = safeTxHash (Safe 1.4.1).
 */
export function findMultisigOutcome(
  events: readonly SafeEvent[],
  execution: SafeEventOf<'SafeMultiSigTransaction'>,
  safeTxHash: string,
): MultisigOutcome | undefined {
  return laterInSameTx(events, execution).find(
    (event): event is MultisigOutcome =>
      (event.event === 'ExecutionSuccess' || event.event === 'ExecutionFailure') &&
      event.address === execution.address &&
      event.args.txHash === safeTxHash,
  )
}

/**
 * ExecutionFromModuleSuccess / Failure closing a SafeModuleTransaction. The module may run nested module transactions
 * of the same Safe in between, so outcomes are matched like brackets.
 */
export function findModuleOutcome(
  events: readonly SafeEvent[],
  moduleTx: SafeEventOf<'SafeModuleTransaction'>,
): ModuleOutcome | undefined {
  let depth = 0
  for (const event of laterInSameTx(events, moduleTx)) {
    if (event.address !== moduleTx.address) continue
    if (event.event === 'SafeModuleTransaction' && event.args.module === moduleTx.args.module) depth++
    if (
      (event.event === 'ExecutionFromModuleSuccess' || event.event === 'ExecutionFromModuleFailure') &&
      event.args.module === moduleTx.args.module
    ) {
      if (depth === 0) return event
      depth--
    }
  }
  return undefined
}
