import { type Address, type Hex, isHex } from 'viem'
import { InvalidInputError } from '../errors'
import { getSafeDomain, type SafeDomain } from './getSafeDomain'

/** EIP-712 types of CompatibilityFallbackHandler's `SAFE_MSG_TYPEHASH` = keccak("SafeMessage(bytes message)"). */
export const safeMessageTypes = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const

/** `SafeMessage(bytes message)` under a Safe's domain, ready for `signTypedData` / `hashTypedData`. */
export type SafeMessageTypedData = {
  domain: SafeDomain
  types: typeof safeMessageTypes
  primaryType: 'SafeMessage'
  message: { message: Hex }
}

/**
 * Wraps raw bytes as the typed data `getMessageHashForSafe(safe, data)` hashes on chain; owners sign this to approve
 * those bytes for the Safe.
 * - Off-chain messages: `data = hashSafeMessageContent(content)` (see {@link getSafeMessageHash}).
 * - Owners that are Safes, confirming a SafeTx of another Safe: `data = encodeSafeTxData(...)` (the 66-byte preimage
 *   `checkNSignatures` passes to the owner's legacy `isValidSignature`).
 * @throws {InvalidInputError} for non-hex data, a bad chain id or address.
 */
export function getSafeMessageTypedData({
  chainId,
  safeAddress,
  data,
}: {
  chainId: number
  safeAddress: Address
  data: Hex
}): SafeMessageTypedData {
  if (!isHex(data, { strict: true }) || data.length % 2 !== 0)
    throw new InvalidInputError('Message data must be 0x-prefixed hex with whole bytes.', { details: { data } })
  return {
    domain: getSafeDomain({ chainId, safeAddress }),
    types: safeMessageTypes,
    primaryType: 'SafeMessage',
    message: { message: data },
  }
}
