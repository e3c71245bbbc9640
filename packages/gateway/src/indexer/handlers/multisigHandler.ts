import { type RecoveredSignature, recoverSafeSignatures } from '@strongroom/protocol'
import { decodeAdditionalInfo, decodeMultisigExecution } from '../decodeMultisigExecution'
import { findMultisigOutcome } from '../findOutcome'
import { MAX_INT32 } from '../isPlausibleSafeSetup'
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
      const [executed] = await ctx.tx.query<{ safe_tx_hash: string }>(
        `select safe_tx_hash from multisig_transactions
         where chain_id = $1 and safe = $2 and nonce = $3 and block_number is not null and safe_tx_hash <> $4`,
        [ctx.chainId, event.address, execution.nonce, execution.safeTxHash],
      )
      if (executed) {
        ctx.logger.warn({ txHash: event.txHash, nonce: execution.nonce }, 'nonce already executed; execution ignored')
        return
      }
      const executedAt = ctx.header(event.blockNumber).timestamp
      const receipt = ctx.receipt(event.txHash)
      const { tx } = execution
      await ctx.tx.query(
        `insert into multisig_transactions (chain_id, safe_tx_hash, safe, "to", value, data, operation, safe_tx_gas,
           base_gas, gas_price, gas_token, refund_receiver, nonce, source, trusted, submitted_at, modified_at,
           tx_hash, block_number, block_hash, log_index, executor, is_successful, executed_at, signatures,
           confirmations_required, payment, gas_used, fee)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'onchain', true, $14, now(),
           $15, $16, $17, $18, $19, $20, $14, $21, $22, $23, $24, $25)
         on conflict (chain_id, safe_tx_hash) do update set
           tx_hash = excluded.tx_hash, block_number = excluded.block_number, block_hash = excluded.block_hash,
           log_index = excluded.log_index, executor = excluded.executor, is_successful = excluded.is_successful,
           executed_at = excluded.executed_at, signatures = excluded.signatures,
           confirmations_required = excluded.confirmations_required, payment = excluded.payment,
           gas_used = excluded.gas_used, fee = excluded.fee, trusted = true, modified_at = now()`,
        [
          ctx.chainId,
          execution.safeTxHash,
          event.address,
          tx.to,
          tx.value,
          tx.data,
          tx.operation,
          tx.safeTxGas,
          tx.baseGas,
          tx.gasPrice,
          tx.gasToken,
          tx.refundReceiver,
          tx.nonce,
          executedAt,
          event.txHash,
          event.blockNumber,
          event.blockHash,
          event.logIndex,
          execution.executor,
          outcome.event === 'ExecutionSuccess',
          event.args.signatures,
          execution.threshold,
          outcome.args.payment,
          receipt?.gasUsed ?? null,
          receipt ? receipt.gasUsed * receipt.effectiveGasPrice : null,
        ],
      )

      let signatures: RecoveredSignature[] = []
      try {
        // Safe.sol checks only the first `threshold` entries; anything after them proves nothing.
        signatures = (
          await recoverSafeSignatures({ hash: execution.safeTxHash, signatures: event.args.signatures })
        ).slice(0, execution.threshold)
      } catch (error) {
        ctx.logger.warn(
          { safeTxHash: execution.safeTxHash, error: String(error) },
          'executed signatures could not be parsed; no confirmations recorded',
        )
      }
      for (const signature of signatures) {
        await ctx.tx.query(
          `insert into multisig_confirmations (chain_id, safe_tx_hash, owner, safe, signature, signature_type, source,
             submitted_at, block_number, tx_hash)
           values ($1, $2, $3, $4, $5, $6, 'onchain', $7, $8, $9)
           on conflict do nothing`,
          [
            ctx.chainId,
            execution.safeTxHash,
            signature.signer,
            event.address,
            signature.signature,
            signature.kind,
            executedAt,
            event.blockNumber,
            event.txHash,
          ],
        )
      }
    },
  },
}
