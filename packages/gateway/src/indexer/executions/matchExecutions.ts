import type { Address } from 'viem'
import type { CallFrame } from './CallFrame'
import { decodeSafeCall, type ExecTransactionCall, type ModuleCall } from './decodeSafeCall'
import { logKey, type ModuleOutcome, type MultisigOutcome } from './findUnpairedOutcomes'
import { matchSafeTxHash, toSafeTx } from './hashExecTransaction'
import type { ResolvedExecution } from './ResolvedExecution'

type Candidate<C> = { frame: CallFrame; call: C }

function candidates<C extends ExecTransactionCall | ModuleCall>(
  frames: readonly CallFrame[],
  safe: Address,
  fn: C['function'],
): Candidate<C>[] {
  const found: Candidate<C>[] = []
  for (const frame of frames) {
    // Only a CALL runs the Safe in its own storage; a DELEGATECALL into it runs its code in the caller's.
    if (frame.type !== 'CALL' || frame.to !== safe) continue
    const call = decodeSafeCall(frame.input)
    if (call?.function === fn) found.push({ frame, call: call as C })
  }
  // Surviving calls first (a reverted one left no log), then in the order calls finished, as their logs are.
  return found.sort(
    (a, b) => Number(a.frame.reverted) - Number(b.frame.reverted) || a.frame.finishedAt - b.frame.finishedAt,
  )
}

/**
 * Pairs the unexplained execution logs of ONE transaction with the calls that produced them, among `frames`: the
 * transaction's own call when it went straight to the Safe, or every call of its trace; null frames mean the node
 * could not trace. An execTransaction call is accepted only when its fields hash, at the nonce the chain gives, to
 * the log's safeTxHash; module calls are paired in the order they finished. `final` says whether no better frames
 * will come: if not, logs without a call are left out (the caller traces and asks again); if so, they are answered as
 * unavailable with the reason.
 */
export function matchExecutions({
  chainId,
  multisig,
  module,
  frames,
  nonceOf,
  source,
  final,
}: {
  chainId: number
  multisig: readonly MultisigOutcome[]
  module: readonly ModuleOutcome[]
  frames: readonly CallFrame[] | null
  nonceOf: (outcome: MultisigOutcome) => bigint | null
  /** Where `frames` come from: the transaction itself (its calldata) or its trace. */
  source: 'calldata' | 'trace'
  final: boolean
}): Map<string, ResolvedExecution> {
  const resolved = new Map<string, ResolvedExecution>()
  const used = new Set<CallFrame>()

  for (const outcome of multisig) {
    const nonce = nonceOf(outcome)
    const found = frames ? candidates<ExecTransactionCall>(frames, outcome.address, 'execTransaction') : []
    const match =
      nonce === null
        ? undefined
        : found.find(
            ({ frame, call }) =>
              !used.has(frame) &&
              matchSafeTxHash({
                chainId,
                safe: outcome.address,
                tx: toSafeTx(call, nonce),
                expected: outcome.args.txHash,
              }),
          )
    if (match && nonce !== null) {
      used.add(match.frame)
      resolved.set(logKey(outcome), {
        kind: 'multisig',
        nonce,
        tx: toSafeTx(match.call, nonce),
        signatures: match.call.signatures,
        executor: match.frame.from,
        source,
      })
    } else if (final)
      resolved.set(logKey(outcome), {
        kind: 'unavailable',
        nonce,
        reason: frames === null ? 'no-tracing' : found.length > 0 ? 'hash-mismatch' : 'not-in-trace',
      })
  }

  const byModule = new Map<string, ModuleOutcome[]>()
  for (const outcome of module) {
    const key = `${outcome.address}:${outcome.args.module}`
    byModule.set(key, [...(byModule.get(key) ?? []), outcome])
  }
  for (const outcomes of byModule.values()) {
    const { address: safe, args } = outcomes[0]!
    const found = frames
      ? candidates<ModuleCall>(frames, safe, 'execTransactionFromModule').filter(
          ({ frame }) => frame.from === args.module && !frame.reverted,
        )
      : []
    // Each surviving call left exactly one outcome log; any other count means the frames do not explain the logs.
    const complete = found.length === outcomes.length
    outcomes.forEach((outcome, index) => {
      if (complete) resolved.set(logKey(outcome), { kind: 'module', call: found[index]!.call, source })
      else if (final)
        resolved.set(logKey(outcome), {
          kind: 'unavailable',
          nonce: null,
          reason: frames === null ? 'no-tracing' : 'not-in-trace',
        })
    })
  }
  return resolved
}
