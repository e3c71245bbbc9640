import { type RecoveredSignature, recoverSafeSignatures, toSafeTxTuple } from '@strongroom/protocol'
import { recoverSigner } from '../../domain/signatures/recoverSigner'
import { decodeAdditionalInfo, decodeMultisigExecution } from '../decode/decodeMultisigExecution'
import { findMultisigOutcome } from '../decode/findOutcome'
import { MAX_INT32 } from '../decode/isPlausibleSafeSetup'
import { multisigConfirmationsTable, multisigTransactionsTable } from '../write/rangeTables'
import type { EventHandler } from './EventHandler'

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
      return { ...state, nonce: nonce + 1n }
    },
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
      // A Safe consumes each nonce once; a second execution of a nonce can only come from an imitation.
      const executed = ctx.executedNonces.get(event.address, execution.nonce)
      if (executed !== undefined && executed !== execution.safeTxHash) {
        ctx.logger.warn({ txHash: event.txHash, nonce: execution.nonce }, 'nonce already executed; execution ignored')
        return
      }
      ctx.executedNonces.claim(event.address, execution.nonce, execution.safeTxHash)
      const executedAt = ctx.timestamp(event.blockNumber)
      const { tx } = execution
      ctx.rows.add(multisigTransactionsTable, [
        ctx.chainId,
        execution.safeTxHash,
        event.address,
        ...toSafeTxTuple(tx),
        'onchain',
        true,
        executedAt,
        ctx.now,
        event.txHash,
        event.blockNumber,
        event.blockHash,
        event.logIndex,
        execution.executor,
        outcome.event === 'ExecutionSuccess',
        executedAt,
        event.args.signatures,
        execution.threshold,
        outcome.args.payment,
      ])

      let signatures: RecoveredSignature[] = []
      try {
        // Safe.sol checks only the first `threshold` entries; anything after them proves nothing.
        signatures = (
          await recoverSafeSignatures({
            hash: execution.safeTxHash,
            signatures: event.args.signatures,
            recover: recoverSigner,
          })
        ).slice(0, execution.threshold)
      } catch (error) {
        ctx.logger.warn(
          { safeTxHash: execution.safeTxHash, error: String(error) },
          'executed signatures could not be parsed; no confirmations recorded',
        )
      }
      for (const signature of signatures)
        ctx.rows.add(multisigConfirmationsTable, [
          ctx.chainId,
          execution.safeTxHash,
          signature.signer,
          event.address,
          signature.signature,
          signature.kind,
          'onchain',
          executedAt,
          event.blockNumber,
          event.txHash,
        ])
    },
  },
}
