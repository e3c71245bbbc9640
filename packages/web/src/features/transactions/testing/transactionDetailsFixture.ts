import {
  getSafeTxHash,
  getSafeTxTypedData,
  type SafeTx,
  type TransactionDetails,
  type TransactionStatus,
} from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

const info = (value: Address) => ({ value, name: null, logoUri: null })

/** An owner's EIP-712 confirmation of `tx`, as the gateway lists it. */
export async function signedConfirmation(
  owner: PrivateKeyAccount,
  {
    chainId,
    safe,
    tx,
    submittedAt = 1_700_000_000_000,
  }: { chainId: number; safe: Address; tx: SafeTx; submittedAt?: number },
) {
  const signature = await owner.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
  return { signer: info(owner.address), signature: signature as string | null, submittedAt }
}

/**
 * The gateway's TransactionDetails of a queued multisig transaction `tx`, with the hash computed from it (so a test
 * can alter one field afterwards and see the review catch it).
 */
export function transactionDetailsFixture({
  chainId,
  safe,
  tx,
  owners,
  threshold,
  confirmations = [],
  txStatus = 'AWAITING_CONFIRMATIONS',
}: {
  chainId: number
  safe: Address
  tx: SafeTx
  owners: readonly Address[]
  threshold: number
  confirmations?: Array<{
    signer: { value: Address; name: null; logoUri: null }
    signature: string | null
    submittedAt: number
  }>
  txStatus?: TransactionStatus
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
      hexData: tx.data === '0x' ? null : (tx.data as Hex),
      dataDecoded: null,
      to: info(tx.to),
      value: tx.value.toString(),
      operation: tx.operation,
      trustedDelegateCallTarget: null,
      addressInfoIndex: null,
    },
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: 1_700_000_000_000,
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
      proposer: confirmations[0] ? confirmations[0].signer : null,
      proposedByDelegate: null,
    },
    txHash: null,
    safeAppInfo: null,
  }
}
