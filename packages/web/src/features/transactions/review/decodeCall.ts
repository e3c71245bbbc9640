import {
  decodeMultiSend,
  decodeSettingsChange,
  knownDelegateCallTargets,
  MAX_BATCH_NESTING,
  readNestedExecution,
  readParentApproval,
  type SafeOperation,
  type SettingsChange,
  signMessageLibAbi,
} from '@strongroom/protocol'
import { type Address, decodeFunctionData, erc20Abi, type Hash, type Hex, isAddressEqual, size } from 'viem'

/** One call as the review shows it, decoded here (never from the gateway's decoding). */
export type DecodedCall =
  | { kind: 'transfer'; to: Address; value: bigint }
  | { kind: 'batch'; to: Address; actions: Array<{ call: Call; decoded: DecodedCall }> }
  | { kind: 'settings'; change: SettingsChange }
  | { kind: 'erc20'; token: Address; method: 'transfer' | 'approve' | 'transferFrom'; args: readonly unknown[] }
  | { kind: 'contract'; to: Address; selector: Hex; dataSize: number }
  /** A DELEGATE call to SignMessageLib `signMessage(bytes)`: the Safe signs `data` on chain. */
  | { kind: 'message-signature'; data: Hex }
  /** `approveHash` on another Safe: this Safe confirms that Safe's transaction as its owner (docs/nested-safes.md §1). */
  | { kind: 'parent-approval'; child: Address; safeTxHash: Hash }
  /** `execTransaction` on another Safe: this Safe runs that Safe's transaction `call` (docs/nested-safes.md §1). */
  | { kind: 'nested-execution'; child: Address; call: Call; decoded: DecodedCall }
  /** A batch below `MAX_BATCH_NESTING` levels of batches: not read further (the guardrails block it). */
  | { kind: 'too-deep'; to: Address }

/** The part of a SafeTx (or a batch action) that says what happens. */
export interface Call {
  to: Address
  value: bigint
  data: Hex
  operation: SafeOperation
}

// Every supported release's MultiSend and MultiSendCallOnly: a co-owner's wallet may batch with 1.3.0's.
const batchTargets = knownDelegateCallTargets.batch

/**
 * Reads a call the way the review explains it: a plain transfer, a MultiSend batch (each action decoded in turn), a
 * settings change of the Safe itself, the approval of another Safe's transaction as its owner (`readParentApproval`) or
 * its execution (`execTransaction`, its call decoded in turn), an ERC-20 transfer/approval, or a contract call by
 * selector. Uses the
 * protocol's decoders, so what is shown is what will run, whatever the gateway says it is. Stops at protocol's
 * `MAX_BATCH_NESTING` levels of batches, as the guardrails do (docs/web-security.md §2.7).
 */
export function decodeCall(safe: Address, call: Call, nesting = 0): DecodedCall {
  if (call.data === '0x' || size(call.data) === 0) return { kind: 'transfer', to: call.to, value: call.value }
  if (call.operation === 1 && batchTargets.some((target) => isAddressEqual(target, call.to))) {
    if (nesting >= MAX_BATCH_NESTING) return { kind: 'too-deep', to: call.to }
    try {
      const actions = decodeMultiSend(call.data).map((inner) => ({
        call: inner,
        decoded: decodeCall(safe, inner, nesting + 1),
      }))
      return { kind: 'batch', to: call.to, actions }
    } catch {
      // Not a readable batch: shown as a contract call (and blocked by the guardrails).
    }
  }
  if (call.operation === 1 && knownDelegateCallTargets.signMessageLib.some((lib) => isAddressEqual(lib, call.to))) {
    try {
      const decoded = decodeFunctionData({ abi: signMessageLibAbi, data: call.data })
      if (decoded.functionName === 'signMessage') return { kind: 'message-signature', data: decoded.args[0] }
    } catch {
      // Not signMessage(bytes): shown as a contract call (and blocked by the guardrails).
    }
  }
  if (call.operation === 0 && isAddressEqual(call.to, safe)) {
    try {
      const change = decodeSettingsChange({ data: call.data })
      if (change) return { kind: 'settings', change }
    } catch {
      // A settings selector with arguments that do not decode: it would revert; shown as a contract call.
    }
  }
  const approval = isAddressEqual(call.to, safe) ? undefined : readParentApproval(call)
  if (approval) return { kind: 'parent-approval', ...approval }
  const execution = nesting < MAX_BATCH_NESTING ? readNestedExecution(call) : undefined
  if (execution) {
    const { to, value, data, operation } = execution.tx
    const inner: Call = { to, value, data, operation }
    return { kind: 'nested-execution', child: call.to, call: inner, decoded: decodeCall(call.to, inner, nesting + 1) }
  }
  if (call.operation === 0) {
    try {
      const decoded = decodeFunctionData({ abi: erc20Abi, data: call.data })
      if (
        decoded.functionName === 'transfer' ||
        decoded.functionName === 'approve' ||
        decoded.functionName === 'transferFrom'
      )
        return { kind: 'erc20', token: call.to, method: decoded.functionName, args: decoded.args ?? [] }
    } catch {
      // Not an ERC-20 call.
    }
  }
  return { kind: 'contract', to: call.to, selector: call.data.slice(0, 10) as Hex, dataSize: size(call.data) }
}
