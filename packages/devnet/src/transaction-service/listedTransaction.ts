import {
  createSafeTx,
  getSafeTxHash,
  getSafeTxTypedData,
  type SafeTx,
  toTransactionServiceTxFields,
} from '@strongroom/protocol'
import type { Address } from 'viem'
import type { DevnetConnection } from '../devnet/Devnet'
import { type AccountRef, resolveAccount } from '../devnet/resolveAccount'
import type { SafeTxInput } from '../safe/execSafeTransaction'
import type { TransactionServiceRecord } from './startTransactionServiceStandIn'

/**
 * A pending multisig transaction as Safe's service lists it (`SafeMultisigTransactionResponseSerializerV2`, camel
 * case), each of `signers` having signed its EIP-712 SafeTx with a dev account: ready for
 * `TransactionServiceStandIn.addTransaction`, or for a test to tamper with first. The proposer is the first signer.
 */
export async function listedTransaction(
  devnet: DevnetConnection,
  options: { safe: Address; tx: SafeTxInput; nonce: bigint; signers: readonly AccountRef[]; submittedAt?: Date },
): Promise<TransactionServiceRecord & { tx: SafeTx }> {
  const { safe, nonce } = options
  const tx = createSafeTx({ ...options.tx, nonce })
  const typedData = getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx })
  const date = (options.submittedAt ?? new Date()).toISOString()
  const confirmations = await Promise.all(
    options.signers.map(async (ref) => ({
      owner: resolveAccount(ref).address,
      submissionDate: date,
      transactionHash: null,
      signature: await devnet.walletClient(ref).signTypedData(typedData),
      signatureType: 'EOA',
    })),
  )
  const record = {
    safe,
    ...toTransactionServiceTxFields(tx),
    executionDate: null,
    submissionDate: date,
    modified: date,
    blockNumber: null,
    transactionHash: null,
    safeTxHash: getSafeTxHash({ chainId: devnet.chainId, safeAddress: safe, tx }),
    proposer: confirmations[0]?.owner ?? null,
    proposedByDelegate: null,
    executor: null,
    isExecuted: false,
    isSuccessful: null,
    ethGasPrice: null,
    maxFeePerGas: null,
    maxPriorityFeePerGas: null,
    gasUsed: null,
    fee: null,
    payment: null,
    origin: 'null',
    dataDecoded: null,
    confirmationsRequired: 0,
    confirmations,
    trusted: confirmations.length > 0,
    signatures: null,
  }
  // `tx` is not part of the wire shape: JSON.stringify leaves it out (bigints), tests read it.
  return Object.defineProperty(record, 'tx', { value: tx, enumerable: false }) as typeof record & { tx: SafeTx }
}
