import { type Address, type Hex, isAddressEqual, type PublicClient, recoverMessageAddress } from 'viem'
import { verifyMessage } from 'viem/actions'

/** How a valid sign-in signature was made: by the address's own key, or by a contract account (EIP-1271 / 6492). */
export type SignerKind = 'EOA' | 'CONTRACT'

/**
 * Checks `signature` over the EIP-191 hash of `message` for `address`, on the chain `client` reads.
 * - A 65-byte ECDSA signature by the address's key is accepted without a node round trip: `EOA`.
 * - Otherwise viem's universal verification (`verifyMessage` → `verifyHash`): an EIP-6492 signature is unwrapped by
 *   the deployless validator, which runs the factory call in the simulation so a counterfactual (undeployed) account
 *   exists, then calls its EIP-1271 `isValidSignature`; an unwrapped signature goes straight to `isValidSignature` on
 *   a deployed contract: `CONTRACT`.
 * @returns the signer kind, or null when the signature is invalid.
 * @throws the RPC error when the chain's node is unreachable (viem reports that as "invalid", so it is re-checked).
 */
export async function verifySignInSignature({
  client,
  address,
  message,
  signature,
}: {
  client: PublicClient
  address: Address
  message: string
  signature: Hex
}): Promise<SignerKind | null> {
  try {
    if (isAddressEqual(await recoverMessageAddress({ message, signature }), address)) return 'EOA'
  } catch {
    // Not an ECDSA signature (longer contract or EIP-6492 bytes): the contract path decides.
  }
  if (await verifyMessage(client, { address, message, signature })) return 'CONTRACT'
  // verifyHash turns every failed eth_call, an outage included, into "invalid"; one cheap call tells them apart.
  await client.getChainId()
  return null
}
