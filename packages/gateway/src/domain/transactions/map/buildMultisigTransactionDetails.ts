import { joinSignatures, parseProposalOrigin, type TransactionDetails } from '@strongroom/protocol'
import { type Address, zeroAddress } from 'viem'
import type { MultisigTransactionRecord } from '../load/MultisigTransactionRecord'
import { buildMultisigTransactionSummary } from './buildMultisigTransactionSummary'
import { buildTransactionData } from './buildTransactionData'
import { getConfirmationsRequired, getEffectiveConfirmations } from './getEffectiveConfirmations'
import type { TransactionMappingContext } from './TransactionMappingContext'

/**
 * Details of a multisig transaction (docs/gateway-api.md §5.4). `signers` are the Safe's current owners; `rejectors` the
 * owners who confirmed a rejection of the same nonce (given by the caller).
 */
export function buildMultisigTransactionDetails(
  tx: MultisigTransactionRecord,
  context: TransactionMappingContext,
  { rejectors }: { rejectors: readonly Address[] },
): TransactionDetails {
  const summary = buildMultisigTransactionSummary(tx, context)
  const gasToken = tx.gasToken === zeroAddress ? null : context.tokens.get(tx.gasToken)
  return {
    safeAddress: tx.safe,
    txId: summary.id,
    executedAt: tx.execution?.executedAt.getTime() ?? null,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: buildTransactionData(tx, context),
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: tx.submittedAt.getTime(),
      nonce: Number(tx.nonce),
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: context.addressInfo(tx.refundReceiver),
      safeTxHash: tx.safeTxHash,
      executor: tx.execution?.executor ? context.addressInfo(tx.execution.executor) : null,
      signers: context.safe.owners.map((owner) => context.addressInfo(owner)),
      confirmationsRequired: getConfirmationsRequired(tx, context.safe),
      confirmations: getEffectiveConfirmations(tx, context.safe).map((confirmation) => ({
        signer: context.addressInfo(confirmation.owner),
        // An on-chain approveHash has no bytes of its own; its v = 1 entry is what execTransaction takes for it.
        signature:
          confirmation.signature ??
          (confirmation.signatureType === 'APPROVED_HASH'
            ? joinSignatures([{ signer: confirmation.owner, data: '0x', kind: 'APPROVED_HASH' }])
            : null),
        submittedAt: confirmation.submittedAt.getTime(),
      })),
      rejectors: rejectors.map((owner) => context.addressInfo(owner)),
      gasTokenInfo: gasToken
        ? {
            type: gasToken.type,
            address: gasToken.address,
            decimals: gasToken.decimals,
            symbol: gasToken.symbol ?? '',
            name: gasToken.name ?? '',
            logoUri: gasToken.logoUri,
          }
        : null,
      trusted: tx.trusted,
      proposer: tx.proposer ? context.addressInfo(tx.proposer) : null,
      proposedByDelegate: tx.proposedByDelegate ? context.addressInfo(tx.proposedByDelegate) : null,
      origin: parseProposalOrigin(tx.origin),
    },
    txHash: tx.execution?.txHash ?? null,
    safeAppInfo: summary.safeAppInfo,
  }
}
