import { type Address, type Hex, isAddressEqual } from 'viem'
import { decodeMultiSend } from './decodeMultiSend'
import { decodeSettingsChange, type SettingsChange } from './decodeSettingsChange'
import type { SafeOperation } from './SafeTx'
import { trustedDelegateCallTargets } from './trustedDelegateCallTargets'

/** Where in a transaction a finding sits: `[]` is the transaction itself, `[2]` the third call of its batch. */
export type CallPath = readonly number[]

/** Why signing must be refused. */
export type SafeTxBlock =
  | { reason: 'untrusted-delegate-call'; target: Address; path: CallPath }
  | { reason: 'undecodable-batch'; target: Address; path: CallPath }

/** A change of who or what controls the Safe: shown apart, and acknowledged before signing. */
export type SafeTxControlChange =
  | { kind: 'settings'; change: SettingsChange; path: CallPath }
  | { kind: 'migration'; target: Address; path: CallPath }

/** What the review screen must show before an owner signs a Safe transaction. */
export type SafeTxAssessment = {
  /** Non-empty: signing and executing are refused. */
  blocks: SafeTxBlock[]
  /** Non-empty: the owner must acknowledge that this changes who controls the Safe. */
  controlChanges: SafeTxControlChange[]
}

type Call = { to: Address; value: bigint; data: Hex; operation: SafeOperation }

const batchTargets = [trustedDelegateCallTargets.multiSend, trustedDelegateCallTargets.multiSendCallOnly]
const trustedTargets = Object.values(trustedDelegateCallTargets)

const isOneOf = (address: Address, list: readonly Address[]) => list.some((entry) => isAddressEqual(entry, address))

/**
 * Guardrails of the review screen, the same for a transaction the app builds and one a server or a Safe App hands it.
 * - A DELEGATE call runs another contract's code as the Safe itself: allowed only to the trusted targets
 *   ({@link trustedDelegateCallTargets}); anything else is blocked, at any depth of a batch.
 * - A batch whose calls cannot be read is blocked: what cannot be shown cannot be reviewed.
 * - A call of the Safe to itself that changes owners, threshold, modules, guard, fallback handler or singleton, and a
 *   DELEGATE call to the migration contract, are control changes, wherever they sit in a batch.
 */
export function assessSafeTx({ safe, tx }: { safe: Address; tx: Call }): SafeTxAssessment {
  const assessment: SafeTxAssessment = { blocks: [], controlChanges: [] }
  visit(safe, tx, [], assessment)
  return assessment
}

function visit(safe: Address, call: Call, path: CallPath, assessment: SafeTxAssessment): void {
  if (call.operation === 1) {
    if (!isOneOf(call.to, trustedTargets)) {
      assessment.blocks.push({ reason: 'untrusted-delegate-call', target: call.to, path })
      return
    }
    if (isAddressEqual(call.to, trustedDelegateCallTargets.safeMigration))
      assessment.controlChanges.push({ kind: 'migration', target: call.to, path })
    if (isOneOf(call.to, batchTargets)) {
      let inner: Call[]
      try {
        inner = decodeMultiSend(call.data)
      } catch {
        assessment.blocks.push({ reason: 'undecodable-batch', target: call.to, path })
        return
      }
      inner.forEach((innerCall, index) => {
        visit(safe, innerCall, [...path, index], assessment)
      })
    }
    return
  }
  if (!isAddressEqual(call.to, safe)) return
  let change: SettingsChange | null
  try {
    change = decodeSettingsChange({ data: call.data })
  } catch {
    // A settings selector whose arguments do not decode reverts on chain; nothing changes hands.
    return
  }
  if (change) assessment.controlChanges.push({ kind: 'settings', change, path })
}
