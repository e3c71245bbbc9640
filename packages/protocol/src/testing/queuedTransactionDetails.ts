import type { Address } from 'viem'
import type { MultisigConfirmation } from '../gateway/detailedExecutionInfoSchema'
import type { TransactionDetails } from '../gateway/transactionDetailsSchema'
import type { TransactionStatus } from '../gateway/transactionStatusSchema'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import type { SafeTx } from '../safe/SafeTx'

const info = (value: Address) => ({ value, name: null, logoUri: null })

/**
 * The gateway's TransactionDetails of a queued multisig transaction `tx` of `safe`, every SafeTx field where the
 * gateway puts it (docs/gateway-api.md §5.4) and the safeTxHash computed from it, so a test can alter one field
 * afterwards and see the check catch it. The first confirmation's signer is the proposer.
 */
export function queuedTransactionDetails({
  chainId,
  safe,
  tx,
  owners = [],
  threshold = 1,
  confirmations = [],
  txStatus = 'AWAITING_CONFIRMATIONS',
  submittedAt = 1_700_000_000_000,
}: {
  chainId: number
  safe: Address
  tx: SafeTx
  owners?: readonly Address[]
  threshold?: number
  confirmations?: MultisigConfirmation[]
  txStatus?: TransactionStatus
  submittedAt?: number
}): TransactionDetails {
  const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })
  return {
    safeAddress: safe,
    txId: `multisig_${safe}_${safeTxHash}`,
    executedAt: null,
    txStatus,
    txInfo: {
      type: 'Custom',
      humanDescription: null,
      to: info(tx.to),
      dataSize: String((tx.data.length - 2) / 2),
      value: tx.value.toString(),
      methodName: null,
      actionCount: null,
      isCancellation: false,
    },
    txData: {
      hexData: tx.data === '0x' ? null : tx.data,
      dataDecoded: null,
      to: info(tx.to),
      value: tx.value.toString(),
      operation: tx.operation,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
    },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt,
      nonce: Number(tx.nonce),
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: tx.gasToken,
      refundReceiver: info(tx.refundReceiver),
      safeTxHash,
      executor: null,
      signers: owners.map(info),
      confirmationsRequired: threshold,
      confirmations,
      rejectors: [],
      gasTokenInfo: null,
      trusted: true,
      proposer: confirmations[0]?.signer ?? null,
      proposedByDelegate: null,
    },
    txHash: null,
    safeAppInfo: null,
  }
}
