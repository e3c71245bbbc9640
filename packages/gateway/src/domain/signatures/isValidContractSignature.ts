import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from '@strongroom/protocol'
import { type Address, type Hash, type Hex, type PublicClient, parseAbi } from 'viem'
import { isNotASafeError } from '../safes/isNotASafeError'

// Two single-function ABIs: a 32-byte hash fits both overloads, which viem would refuse to choose between.
const eip1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])
const legacyEip1271Abi = parseAbi(['function isValidSignature(bytes data, bytes signature) view returns (bytes4)'])

async function callOrNull(call: () => Promise<Hex>): Promise<Hex | null> {
  try {
    return await call()
  } catch (error) {
    // A revert or an undecodable answer means "not valid"; an unreachable node must not.
    if (isNotASafeError(error)) return null
    throw error
  }
}

/**
 * EIP-1271 check of a contract owner's signature, as the transaction service does it: `isValidSignature(bytes32 hash,
 * bytes)` first, then the legacy `isValidSignature(bytes data, bytes)` with the hash's 66-byte EIP-712 preimage, which
 * is the form Safe 1.4.1 `checkNSignatures` itself calls (an owner that is a Safe answers both through its
 * CompatibilityFallbackHandler, each over a different message).
 */
export async function isValidContractSignature({
  client,
  signer,
  hash,
  preimage,
  signature,
}: {
  client: PublicClient
  signer: Address
  hash: Hash
  preimage: Hex
  signature: Hex
}): Promise<boolean> {
  const current = await callOrNull(() =>
    client.readContract({
      address: signer,
      abi: eip1271Abi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    }),
  )
  if (current?.toLowerCase() === EIP1271_MAGIC_VALUE) return true
  const legacy = await callOrNull(() =>
    client.readContract({
      address: signer,
      abi: legacyEip1271Abi,
      functionName: 'isValidSignature',
      args: [preimage, signature],
    }),
  )
  return legacy?.toLowerCase() === EIP1271_LEGACY_MAGIC_VALUE
}
