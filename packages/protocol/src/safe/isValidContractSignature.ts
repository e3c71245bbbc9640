import type { Address, Client, Hash, Hex } from 'viem'
import { readContract } from 'viem/actions'
import { eip1271Abi, legacyEip1271Abi } from './eip1271Abi'
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './eip1271MagicValues'
import { isContractCallRejection } from './isContractCallRejection'

async function callOrNull(call: () => Promise<Hex>): Promise<Hex | null> {
  try {
    return await call()
  } catch (error) {
    // A revert or an undecodable answer means "not valid"; an unreachable node must not.
    if (isContractCallRejection(error)) return null
    throw error
  }
}

/**
 * EIP-1271 check of a contract owner's signature, as the transaction service does it: `isValidSignature(bytes32 hash,
 * bytes)` → 0x1626ba7e first, then the legacy `isValidSignature(bytes data, bytes)` → 0x20c13b0b with the hash's
 * EIP-712 preimage, which is the form Safe 1.4.1 `checkNSignatures` itself calls (an owner that is a Safe answers both
 * through its CompatibilityFallbackHandler, each over a different message). Reads the chain through `client`.
 * @throws the client's error when the node cannot be reached (a revert is a plain `false`).
 */
export async function isValidContractSignature(
  client: Client,
  {
    signer,
    hash,
    preimage,
    signature,
  }: {
    /** The owner contract. */
    signer: Address
    hash: Hash
    /** The bytes `hash` is the keccak256 of (a SafeTx's `encodeTransactionData`, a SafeMessage's 66 bytes). */
    preimage: Hex
    /** The owner's own signature data: the dynamic part of its entry. */
    signature: Hex
  },
): Promise<boolean> {
  const current = await callOrNull(() =>
    readContract(client, {
      address: signer,
      abi: eip1271Abi,
      functionName: 'isValidSignature',
      args: [hash, signature],
    }),
  )
  if (current?.toLowerCase() === EIP1271_MAGIC_VALUE) return true
  const legacy = await callOrNull(() =>
    readContract(client, {
      address: signer,
      abi: legacyEip1271Abi,
      functionName: 'isValidSignature',
      args: [preimage, signature],
    }),
  )
  return legacy?.toLowerCase() === EIP1271_LEGACY_MAGIC_VALUE
}
