import { type RecoveredSignature, recoverSafeSignatures, type SafeTx, toSafeTxTuple } from '@strongroom/protocol'
import type { Address, Hash, Hex } from 'viem'
import { recoverSigner } from '../../domain/signatures/recoverSigner'
import type { LogPosition } from '../decode/SafeEvent'
import type { RangeContext } from '../write/RangeContext'
import { multisigConfirmationsTable, multisigTransactionsTable } from '../write/rangeTables'

/** An executed multisig transaction as the chain proves it (from the L2 event or the decoded call of an L1 Safe). */
export type MultisigExecutionRecord = {
  /** The log the row is anchored to (SafeMultiSigTransaction, or ExecutionSuccess/Failure of an L1 Safe). */
  log: LogPosition
  safe: Address
  safeTxHash: Hash
  tx: SafeTx
  executor: Address
  success: boolean
  signatures: Hex
  /** Threshold in force at execution; null when unknown (then no confirmation is derived from the signatures). */
  threshold: number | null
  payment: string
}

/**
 * Queues an executed multisig transaction (upserted by safeTxHash, keeping an off-chain proposal's data) and the
 * confirmations its signatures prove. A Safe consumes each nonce once: a second execution of a nonce is refused.
 * @returns false when the execution was refused.
 */
export async function recordMultisigExecution(ctx: RangeContext, record: MultisigExecutionRecord): Promise<boolean> {
  const { log, safe, safeTxHash, tx } = record
  const executed = ctx.executedNonces.get(safe, tx.nonce)
  if (executed !== undefined && executed !== safeTxHash) {
    ctx.logger.warn({ txHash: log.txHash, nonce: tx.nonce }, 'nonce already executed; execution ignored')
    return false
  }
  ctx.executedNonces.claim(safe, tx.nonce, safeTxHash)
  const executedAt = ctx.timestamp(log.blockNumber)
  ctx.rows.add(multisigTransactionsTable, [
    ctx.chainId,
    safeTxHash,
    safe,
    ...toSafeTxTuple(tx),
    'onchain',
    true,
    executedAt,
    ctx.now,
    log.txHash,
    log.blockNumber,
    log.blockHash,
    log.logIndex,
    record.executor,
    record.success,
    executedAt,
    record.signatures,
    record.threshold,
    record.payment,
  ])
  if (record.threshold === null) return true

  let signatures: RecoveredSignature[] = []
  try {
    // Safe.sol checks only the first `threshold` entries; anything after them proves nothing.
    signatures = (
      await recoverSafeSignatures({ hash: safeTxHash, signatures: record.signatures, recover: recoverSigner })
    ).slice(0, record.threshold)
  } catch (error) {
    ctx.logger.warn(
      { safeTxHash, error: String(error) },
      'executed signatures could not be parsed; no confirmations recorded',
    )
  }
  for (const signature of signatures)
    ctx.rows.add(multisigConfirmationsTable, [
      ctx.chainId,
      safeTxHash,
      signature.signer,
      safe,
      signature.signature,
      signature.kind,
      'onchain',
      executedAt,
      log.blockNumber,
      log.txHash,
    ])
  return true
}
