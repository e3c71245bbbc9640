import { type Hash, hashMessage, hashTypedData, type TypedData, type TypedDataDefinition } from 'viem'
import { InvalidInputError } from '../errors'

/**
 * What a Safe can sign off-chain: a text message (`personal_sign`, hashed per EIP-191) or EIP-712 typed data
 * (`eth_signTypedData_v4`). A string is always text, even when it looks like hex, as in the transaction service.
 */
export type SafeMessageContent = string | TypedDataDefinition<TypedData | Record<string, unknown>, string>

/**
 * The 32-byte hash of an off-chain message's content: EIP-191 `hashMessage` for text, EIP-712 `hashTypedData` for typed
 * data. These 32 bytes are what the Safe then wraps as `SafeMessage(bytes message)`.
 * @throws {InvalidInputError} when typed data does not match its own types.
 */
export function hashSafeMessageContent(message: SafeMessageContent): Hash {
  if (typeof message === 'string') return hashMessage(message)
  try {
    return hashTypedData(message)
  } catch (cause) {
    throw new InvalidInputError('Typed data message does not match its types.', {
      cause,
      details: { primaryType: message.primaryType },
    })
  }
}
