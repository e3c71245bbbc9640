import {
  canonicalAddresses,
  compatibilityFallbackHandlerAbi,
  decodeMultiSend,
  encodeExecTransaction,
  joinSignatures,
  knownDelegateCallTargets,
  type MultiSendTx,
  type SafeTx,
  safeL2Abi,
  simulateTxAccessorAbi,
} from '@strongroom/protocol'
import {
  type Abi,
  type Address,
  BaseError,
  type Client,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  isAddressEqual,
  numberToHex,
  parseAbiParameters,
} from 'viem'
import { call, getBalance, simulateBlocks } from 'viem/actions'
import { decodeRevertData } from './decodeRevertData'
import { describeSafeRevert } from './describeSafeRevert'
import { revertReasonOf } from './revertReasonOf'
import { type SafeBalanceChange, safeBalanceChangesOf } from './safeBalanceChangesOf'

/**
 * Storage slot of `threshold` in Safe 1.4.1 (Singleton slot 0, ModuleManager `modules` 1, OwnerManager `owners` 2,
 * `ownerCount` 3, `threshold` 4); docs/new-transactions.md §Simulation.
 */
export const SAFE_THRESHOLD_SLOT = numberToHex(4, { size: 32 })

const ACCESSOR_OUTPUT = parseAbiParameters('uint256 estimate, bool success, bytes returnData')
const BATCH_TARGETS = knownDelegateCallTargets.batch

/** What running a Safe transaction on the node before anyone signs it showed. */
export type SafeTxSimulation =
  /** `balanceChanges`: what the Safe gains and loses; undefined when the node cannot trace transfers. */
  | { outcome: 'success'; balanceChanges: SafeBalanceChange[] | undefined }
  /** `reason`: why, in words (a Safe code translated, the contract's text quoted, or "gave no reason"). */
  | { outcome: 'revert'; reason: string }

/**
 * Runs `tx` as the Safe would execute it, before any signature exists (docs/new-transactions.md §Simulation):
 * `execTransaction` called from `owner`, with the Safe's threshold overridden to 1 for this call only and the owner's
 * "approved by the sender" signature (v = 1), so the Safe's own checks, its guard and the call itself all run as on a
 * real execution. Through `eth_simulateV1` with transfer tracing the Safe's balance changes come along; a node
 * without it is asked with a plain `eth_call`. When the Safe's call fails (GS013 hides why), its calls are run again
 * from the Safe one by one to name the failing action and its reason, decoded with `errorAbi` too (custom errors of
 * the called contract) when given.
 * @throws the node's error when the node cannot run the call (never taken for a revert).
 */
export async function simulateSafeTx(
  client: Client,
  { safe, tx, owner, errorAbi }: { safe: Address; tx: SafeTx; owner: Address; errorAbi?: Abi | undefined },
): Promise<SafeTxSimulation> {
  const execution = {
    account: owner,
    to: safe,
    data: encodeExecTransaction({
      tx,
      signatures: joinSignatures([{ signer: owner, data: '0x', kind: 'APPROVED_HASH' }]),
    }),
  }
  const stateOverride = [
    { address: safe, stateDiff: [{ slot: SAFE_THRESHOLD_SLOT, value: numberToHex(1, { size: 32 }) }] },
  ]
  let executed: boolean
  let balanceChanges: SafeBalanceChange[] | undefined
  try {
    const [block] = await simulateBlocks(client, {
      traceTransfers: true,
      validation: false,
      blocks: [{ calls: [execution], stateOverrides: stateOverride }],
    })
    const result = block?.calls[0]
    if (!result) throw new Error('eth_simulateV1 answered without the call')
    if (result.status === 'failure')
      return revertOf(decodeRevertData(result.data, errorAbi), { client, safe, tx, errorAbi })
    executed = decodeFunctionResult({ abi: safeL2Abi, functionName: 'execTransaction', data: result.data })
    balanceChanges = safeBalanceChangesOf(safe, result.logs ?? [])
  } catch (error) {
    if (!isUnsupported(error)) throw error
    try {
      const { data } = await call(client, { ...execution, stateOverride })
      executed = decodeFunctionResult({ abi: safeL2Abi, functionName: 'execTransaction', data: data ?? '0x' })
    } catch (callError) {
      const reason = revertReasonOf(callError)
      if (reason === undefined) throw callError
      return revertOf(reason, { client, safe, tx, errorAbi })
    }
  }
  if (executed) return { outcome: 'success', balanceChanges }
  return { outcome: 'revert', reason: await innerRevertReason({ client, safe, tx, errorAbi }) }
}

interface Context {
  client: Client
  safe: Address
  tx: SafeTx
  errorAbi: Abi | undefined
}

async function revertOf(reason: string, context: Context): Promise<SafeTxSimulation> {
  if (!/\bGS013\b/.test(reason)) return { outcome: 'revert', reason: describeSafeRevert(reason) }
  return { outcome: 'revert', reason: await innerRevertReason(context) }
}

/** A node that does not offer `eth_simulateV1` (or its transfer tracing). */
function isUnsupported(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk((cause) => {
      const { code, name } = cause as { code?: unknown; name?: unknown }
      return (
        code === -32601 || code === -32004 || name === 'MethodNotFoundRpcError' || name === 'MethodNotSupportedRpcError'
      )
    }) !== null
  )
}

/**
 * Why the Safe's own call fails. Its calls (the batch's, or the one call) are run from the Safe in order; the first
 * that fails is named with its reason. A DELEGATE call other than a batch goes through SimulateTxAccessor. The
 * Safe's code sentence when nothing more can be learnt.
 */
async function innerRevertReason({ client, safe, tx, errorAbi }: Context): Promise<string> {
  const fallback = describeSafeRevert('GS013')
  const isBatch = tx.operation === 1 && BATCH_TARGETS.some((target) => isAddressEqual(target, tx.to))
  let calls: MultiSendTx[]
  try {
    calls = isBatch ? decodeMultiSend(tx.data) : [tx]
  } catch {
    return fallback
  }
  if (calls.some((entry) => entry.operation !== 0))
    return (await accessorReason(client, { safe, tx, errorAbi })) ?? fallback
  const name = (index: number, words: string) => (isBatch ? `action ${index + 1} of the batch fails: ${words}` : words)
  const balance = await getBalance(client, { address: safe }).catch(() => undefined)
  let sent = 0n
  for (const [index, entry] of calls.entries()) {
    sent += entry.value
    if (balance !== undefined && sent > balance)
      return name(index, 'the Safe does not hold enough of the native coin for the value it sends')
  }
  let results: Awaited<ReturnType<typeof simulateBlocks>>[number]['calls']
  try {
    const [block] = await simulateBlocks(client, {
      validation: false,
      blocks: [
        { calls: calls.map((entry) => ({ account: safe, to: entry.to, value: entry.value, data: entry.data })) },
      ],
    })
    results = block?.calls ?? []
  } catch {
    return (await accessorReason(client, { safe, tx, errorAbi })) ?? fallback
  }
  const failed = results.findIndex((result) => result.status === 'failure')
  if (failed === -1) return fallback
  return name(failed, describeSafeRevert(decodeRevertData(results[failed]!.data, errorAbi)))
}

/** The inner revert reason through the Safe's CompatibilityFallbackHandler `simulate` and SimulateTxAccessor. */
async function accessorReason(
  client: Client,
  { safe, tx, errorAbi }: { safe: Address; tx: SafeTx; errorAbi: Abi | undefined },
): Promise<string | undefined> {
  try {
    const { data } = await call(client, {
      to: safe,
      data: encodeFunctionData({
        abi: compatibilityFallbackHandlerAbi,
        functionName: 'simulate',
        args: [
          canonicalAddresses.simulateTxAccessor,
          encodeFunctionData({
            abi: simulateTxAccessorAbi,
            functionName: 'simulate',
            args: [tx.to, tx.value, tx.data, tx.operation],
          }),
        ],
      }),
    })
    const response = decodeFunctionResult({
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'simulate',
      data: data ?? '0x',
    })
    const [, success, returnData] = decodeAbiParameters(ACCESSOR_OUTPUT, response)
    return success ? undefined : describeSafeRevert(decodeRevertData(returnData as Hex, errorAbi))
  } catch {
    // A Safe without the CompatibilityFallbackHandler cannot be asked.
    return undefined
  }
}
