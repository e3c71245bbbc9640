import { type Address, decodeFunctionData, type Hex, isAddressEqual, zeroAddress } from 'viem'
import type { AllowanceChange } from '../allowance/AllowanceChange'
import { decodeAllowanceChange } from '../allowance/decodeAllowanceChange'
import { signMessageLibAbi } from './abis/signMessageLibAbi'
import { decodeMultiSend } from './decodeMultiSend'
import { decodeSettingsChange, type SettingsChange } from './decodeSettingsChange'
import { knownDelegateCallTargets } from './knownDelegateCallTargets'
import type { SafeOperation, SafeTx } from './SafeTx'

/** Where in a transaction a finding sits: `[]` is the transaction itself, `[2]` the third call of its batch. */
export type CallPath = readonly number[]

/**
 * How many levels of batches may sit inside one another. The app's own batches are one level deep and Safe{Wallet}'s at most two;
 * deeper nesting only serves to hide a call or to exhaust the review (docs/web-security.md §2.7).
 */
export const MAX_BATCH_NESTING = 4

/** Why signing must be refused. */
export type SafeTxBlock =
  | { reason: 'untrusted-delegate-call'; target: Address; path: CallPath }
  | { reason: 'undecodable-batch'; target: Address; path: CallPath }
  /** A batch below {@link MAX_BATCH_NESTING} levels of batches. */
  | { reason: 'batch-too-deep'; target: Address; path: CallPath }
  /** A DELEGATE call to SignMessageLib whose calldata is not `signMessage(bytes)`. */
  | { reason: 'undecodable-message-signature'; target: Address; path: CallPath }
  /** A gas refund paid to whoever executes (`refundReceiver` zero: `tx.origin`), that is to anyone. */
  | { reason: 'refund-to-executor'; path: CallPath }
  /** A gas refund paid to an address that is not an owner of the Safe. */
  | { reason: 'refund-to-stranger'; receiver: Address; path: CallPath }
  /** `gasPrice > 0` with `safeTxGas == 0`: the call is given no gas and fails, the refund is paid all the same. */
  | { reason: 'refund-without-gas'; path: CallPath }

/** A change of who or what controls the Safe: shown apart, and acknowledged before signing. */
export type SafeTxControlChange =
  | { kind: 'settings'; change: SettingsChange; path: CallPath }
  | { kind: 'migration'; target: Address; path: CallPath }
  /** A call to the Allowance module (`module`) that changes who may move funds without the owners' signatures. */
  | { kind: 'allowance'; change: AllowanceChange; module: Address; path: CallPath }

/**
 * The gas refund a transaction makes the Safe pay its executor's side (Safe.sol `handlePayment`), when `gasPrice > 0`.
 * `maxPayout` is `(safeTxGas + baseGas) × gasPrice` in the gas token's base units: the call can use no more than
 * `safeTxGas` (it is given exactly that much), plus the fixed cost of starting it (docs/web-security.md §2.1).
 */
export type SafeTxRefund = {
  /** The token the refund is paid in; the zero address is the chain's native coin. */
  gasToken: Address
  gasPrice: bigint
  /** `safeTxGas + baseGas`. */
  gas: bigint
  maxPayout: bigint
  /** Who is paid: an address, or `executor` for `refundReceiver` zero (the account that sends the execution). */
  receiver: Address | 'executor'
  /** Whether `receiver` is an owner of the Safe by the owners given (never for `executor`). */
  receiverIsOwner: boolean
}

/** A DELEGATE call to SignMessageLib: the Safe marks these bytes as signed by itself, on chain (EIP-1271). */
export type SafeTxMessageSignature = {
  /** The `_data` of `signMessage(bytes _data)`: the Safe will answer `isValidSignature` for it. */
  data: Hex
  path: CallPath
}

/** What the review screen must show before an owner signs a Safe transaction. */
export type SafeTxAssessment = {
  /** Non-empty: signing and executing are refused. */
  blocks: SafeTxBlock[]
  /** Non-empty: the owner must acknowledge that this changes who controls the Safe. */
  controlChanges: SafeTxControlChange[]
  /** Non-null: the Safe pays a gas refund; shown and acknowledged before signing or executing. */
  refund: SafeTxRefund | null
  /** Non-empty: the Safe signs messages on chain; each shown, under the blind-signing policy, and acknowledged. */
  messageSignatures: SafeTxMessageSignature[]
}

type Call = { to: Address; value: bigint; data: Hex; operation: SafeOperation }

/** The fields of a SafeTx that the review assesses (all but the nonce). */
export type AssessedSafeTx = Omit<SafeTx, 'nonce'>

const batchTargets = knownDelegateCallTargets.batch
const trustedTargets = [
  ...knownDelegateCallTargets.batch,
  ...knownDelegateCallTargets.signMessageLib,
  ...knownDelegateCallTargets.safeMigration,
]

const isOneOf = (address: Address, list: readonly Address[]) => list.some((entry) => isAddressEqual(entry, address))

/**
 * Guardrails of the review screen, the same for a transaction the app builds and one a server, a co-owner, a file or a
 * Safe App hands it (docs/web-security.md §2).
 * - A DELEGATE call runs another contract's code as the Safe itself: allowed only to the trusted targets
 *   ({@link knownDelegateCallTargets}: every supported release's); anything else is blocked, at any depth of a batch.
 * - A batch whose calls cannot be read, or nested more than {@link MAX_BATCH_NESTING} levels deep, is blocked: what
 *   cannot be shown cannot be reviewed.
 * - A call of the Safe to itself that changes owners, threshold, modules, guard, fallback handler or singleton, and a
 *   DELEGATE call to the migration contract, are control changes, wherever they sit in a batch.
 * - A call to the Allowance module that adds or removes a beneficiary or sets, resets or deletes an allowance is a
 *   control change too: it changes who can move funds (docs/spending-limits.md).
 * - A DELEGATE call to SignMessageLib signs bytes on chain: reported, wherever it sits, for the review to show.
 * - A gas refund (`gasPrice > 0`) is reported with its largest payout. It is blocked when paid to the executor
 *   (`refundReceiver` zero), to anyone but an owner in `owners` (none given: every receiver is a stranger), or when
 *   `safeTxGas` is zero (the call then gets no gas at all, but the refund is paid).
 */
export function assessSafeTx({
  safe,
  tx,
  owners = [],
}: {
  safe: Address
  tx: AssessedSafeTx
  /** The Safe's owners as the contract lists them: a refund may only go to one of them. */
  owners?: readonly Address[] | undefined
}): SafeTxAssessment {
  const assessment: SafeTxAssessment = { blocks: [], controlChanges: [], refund: null, messageSignatures: [] }
  visit(safe, tx, [], 0, assessment)
  assessRefund(tx, owners, assessment)
  return assessment
}

function assessRefund(tx: AssessedSafeTx, owners: readonly Address[], assessment: SafeTxAssessment): void {
  if (tx.gasPrice === 0n) return
  const gas = tx.safeTxGas + tx.baseGas
  const executor = isAddressEqual(tx.refundReceiver, zeroAddress)
  const receiverIsOwner = !executor && isOneOf(tx.refundReceiver, owners)
  assessment.refund = {
    gasToken: tx.gasToken,
    gasPrice: tx.gasPrice,
    gas,
    maxPayout: gas * tx.gasPrice,
    receiver: executor ? 'executor' : tx.refundReceiver,
    receiverIsOwner,
  }
  if (tx.safeTxGas === 0n) assessment.blocks.push({ reason: 'refund-without-gas', path: [] })
  if (executor) assessment.blocks.push({ reason: 'refund-to-executor', path: [] })
  else if (!receiverIsOwner)
    assessment.blocks.push({ reason: 'refund-to-stranger', receiver: tx.refundReceiver, path: [] })
}

function visit(safe: Address, call: Call, path: CallPath, nesting: number, assessment: SafeTxAssessment): void {
  if (call.operation === 1) {
    if (!isOneOf(call.to, trustedTargets)) {
      assessment.blocks.push({ reason: 'untrusted-delegate-call', target: call.to, path })
      return
    }
    if (isOneOf(call.to, knownDelegateCallTargets.safeMigration))
      assessment.controlChanges.push({ kind: 'migration', target: call.to, path })
    if (isOneOf(call.to, knownDelegateCallTargets.signMessageLib)) {
      const data = decodeMessageSignature(call.data)
      if (data === undefined) assessment.blocks.push({ reason: 'undecodable-message-signature', target: call.to, path })
      else assessment.messageSignatures.push({ data, path })
    }
    if (isOneOf(call.to, batchTargets)) {
      if (nesting >= MAX_BATCH_NESTING) {
        assessment.blocks.push({ reason: 'batch-too-deep', target: call.to, path })
        return
      }
      let inner: Call[]
      try {
        inner = decodeMultiSend(call.data)
      } catch {
        assessment.blocks.push({ reason: 'undecodable-batch', target: call.to, path })
        return
      }
      inner.forEach((innerCall, index) => {
        visit(safe, innerCall, [...path, index], nesting + 1, assessment)
      })
    }
    return
  }
  if (!isAddressEqual(call.to, safe)) {
    const allowanceChange = decodeAllowanceChange(call.data)
    if (allowanceChange)
      assessment.controlChanges.push({ kind: 'allowance', change: allowanceChange, module: call.to, path })
    return
  }
  let change: SettingsChange | null
  try {
    change = decodeSettingsChange({ data: call.data })
  } catch {
    // A settings selector whose arguments do not decode reverts on chain; nothing changes hands.
    return
  }
  if (change) assessment.controlChanges.push({ kind: 'settings', change, path })
}

/** The bytes a `signMessage(bytes)` call signs, or undefined when the calldata is anything else. */
function decodeMessageSignature(data: Hex): Hex | undefined {
  try {
    const decoded = decodeFunctionData({ abi: signMessageLibAbi, data })
    return decoded.functionName === 'signMessage' ? decoded.args[0] : undefined
  } catch {
    return undefined
  }
}
