import {
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
} from '@strongroom/protocol'
import type { Address } from 'viem'
import type { DevnetConnection } from '../devnet/Devnet'
import { type AccountRef, resolveAccount } from '../devnet/resolveAccount'
import type { TransactionServiceRecord } from './startTransactionServiceStandIn'

/**
 * An off-chain message as Safe's service lists it (`SafeMessageResponseSerializer`), signed by each of `signers` (dev
 * accounts) as Safe{Wallet} has owners sign it: EIP-712 `SafeMessage` over the content's hash, under the Safe's
 * domain. Ready for `TransactionServiceStandIn.addMessage`; the first signer proposed it.
 */
export async function listedMessage(
  devnet: DevnetConnection,
  options: { safe: Address; message: SafeMessageContent; signers: readonly AccountRef[] },
): Promise<TransactionServiceRecord> {
  const { safe, message } = options
  const typedData = getSafeMessageTypedData({
    chainId: devnet.chainId,
    safeAddress: safe,
    data: hashSafeMessageContent(message),
  })
  const date = new Date().toISOString()
  const confirmations = await Promise.all(
    options.signers.map(async (ref) => ({
      created: date,
      modified: date,
      owner: resolveAccount(ref).address,
      signature: await devnet.walletClient(ref).signTypedData(typedData),
      signatureType: 'EOA',
    })),
  )
  return {
    created: date,
    modified: date,
    safe,
    messageHash: getSafeMessageHash({ chainId: devnet.chainId, safeAddress: safe, message }),
    message,
    proposedBy: confirmations[0]?.owner ?? null,
    safeAppId: null,
    confirmations,
    preparedSignature: null,
    preparedSignatureEip1271: null,
    origin: 'null',
  }
}
