import { type Address, type Hex, hashMessage, hashTypedData } from 'viem'
import type { SampleTypedData } from './SampleAppSdk'

/**
 * The hash a Safe gives an off-chain message (its id in the wallet and in `getOffChainSignature`): the content's
 * EIP-191 hash (text; a string is text even when it looks like hex, as the SDK's `calculateMessageHash` has it) or
 * EIP-712 hash, wrapped as `SafeMessage(bytes message)` under the Safe's domain. Computed here so the app knows the
 * hash while the wallet still collects signatures.
 */
export function safeMessageHash(
  safe: { safeAddress: string; chainId: number },
  content: string | SampleTypedData,
): Hex {
  const inner =
    typeof content === 'string'
      ? hashMessage(content)
      : hashTypedData({
          domain: content.domain,
          types: withoutDomainType(content.types),
          primaryType: content.primaryType ?? '',
          message: content.message,
        } as Parameters<typeof hashTypedData>[0])
  return hashTypedData({
    domain: { chainId: safe.chainId, verifyingContract: safe.safeAddress as Address },
    types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
    primaryType: 'SafeMessage',
    message: { message: inner },
  })
}

// viem derives the domain's type from the domain itself and refuses it among the types.
function withoutDomainType(types: SampleTypedData['types']): SampleTypedData['types'] {
  const { EIP712Domain: _domain, ...rest } = types
  return rest
}
