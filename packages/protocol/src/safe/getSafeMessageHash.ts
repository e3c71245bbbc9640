import { type Address, type Hash, hashTypedData } from 'viem'
import { getSafeMessageTypedData } from './getSafeMessageTypedData'
import { hashSafeMessageContent, type SafeMessageContent } from './hashSafeMessageContent'

/**
 * The safeMessageHash of an off-chain (EIP-1271) message: the content's 32-byte EIP-191/EIP-712 hash, wrapped as
 * `SafeMessage(bytes message)` under the Safe's domain. Equals `getMessageHash(contentHash)` called on the Safe and is the
 * message id the transaction service and the gateway use (`/messages/{messageHash}`).
 * @throws {InvalidInputError} for malformed typed data, a bad chain id or address.
 */
export function getSafeMessageHash({
  chainId,
  safeAddress,
  message,
}: {
  chainId: number
  safeAddress: Address
  message: SafeMessageContent
}): Hash {
  return hashTypedData(getSafeMessageTypedData({ chainId, safeAddress, data: hashSafeMessageContent(message) }))
}
