import { decodeAdditionalInfo, decodeMultisigExecution } from '../decode/decodeMultisigExecution'
import { findMultisigOutcome } from '../decode/findOutcome'
import { MAX_INT32 } from '../decode/isPlausibleSafeSetup'
import type { SafeEventOf } from '../decode/SafeEvent'
import type { SafeState } from '../state/SafeState'
import type { EventHandler } from './EventHandler'
import { recordMultisigExecution } from './recordMultisigExecution'

type Outcome = SafeEventOf<'ExecutionSuccess'> | SafeEventOf<'ExecutionFailure'>

/**
 * Every execution consumes one nonce, failed ones too, and emits one ExecutionSuccess/Failure. The nonce it consumed
 * comes from SafeMultiSigTransaction on SafeL2 (already applied, marked by `lastL2Execution`) or, for an L1 Safe, from
 * the chain as read with the range (`args.nonce`); without either, the Safe's nonce simply moves on by one.
 */
function afterOutcome(state: SafeState, event: Outcome): SafeState {
  if (event.args.nonce !== undefined)
    return { ...state, nonce: BigInt(event.args.nonce) + 1n, lastL2Execution: undefined }
  if (state.lastL2Execution === event.txHash) return { ...state, lastL2Execution: undefined }
  return { ...state, nonce: state.nonce + 1n }
}

/**
 * SafeMultiSigTransaction (+ its ExecutionSuccess/Failure): upserts the multisig transaction by safeTxHash, keeping
 * any off-chain proposal data, and turns the executed signatures into on-chain confirmations. The nonce advances
 * whether the inner call succeeded or not.
 */
export const multisigHandler: EventHandler = {
  name: 'multisig',
  reduce: {
    SafeMultiSigTransaction: (state, event) => {
      // additionalInfo carries the executed nonce; the Safe's next nonce is one more.
      const { nonce } = decodeAdditionalInfo(event.args.additionalInfo)
      return { ...state, nonce: nonce + 1n, lastL2Execution: event.txHash }
    },
    ExecutionSuccess: afterOutcome,
    ExecutionFailure: afterOutcome,
  },
  write: {
    SafeMultiSigTransaction: async (ctx, event) => {
      const execution = decodeMultisigExecution(ctx.chainId, event)
      const outcome =
        execution.threshold <= MAX_INT32 ? findMultisigOutcome(ctx.events, event, execution.safeTxHash) : undefined
      // The Safe emits ExecutionSuccess/Failure(safeTxHash); not finding ours means our hash differs from the chain's
      // (a pre-1.3.0 domain, or a contract imitating a Safe). Skip it rather than halt the chain's indexing.
      if (!outcome) {
        ctx.logger.warn(
          { txHash: event.txHash, logIndex: event.logIndex, safeTxHash: execution.safeTxHash },
          'no ExecutionSuccess/Failure matches the recomputed safeTxHash; execution not recorded',
        )
        return
      }
      await recordMultisigExecution(ctx, {
        log: event,
        safe: event.address,
        safeTxHash: execution.safeTxHash,
        tx: execution.tx,
        executor: execution.executor,
        success: outcome.event === 'ExecutionSuccess',
        signatures: event.args.signatures,
        threshold: execution.threshold,
        payment: outcome.args.payment,
      })
    },
  },
}
