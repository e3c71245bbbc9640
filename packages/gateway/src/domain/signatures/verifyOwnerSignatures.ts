import { type RecoveredSignature, verifySafeSignatures } from '@strongroom/protocol'
import type { Address, Hash, Hex, PublicClient } from 'viem'
import { recoverSigner } from './recoverSigner'

/**
 * The protocol's `verifySafeSignatures` (the rules the web app applies too), with the server's faster ecrecover.
 * @throws {InvalidSignatureError} for malformed bytes; {SafeSignatureRejectedError} naming the first entry that fails.
 */
export async function verifyOwnerSignatures({
  client,
  ...options
}: {
  client: PublicClient
  safe: Address
  owners: readonly Address[]
  hash: Hash
  /** The EIP-712 preimage of `hash`, for legacy EIP-1271 owners. */
  preimage: Hex
  signatures: Hex
}): Promise<RecoveredSignature[]> {
  return verifySafeSignatures(client, { ...options, recover: recoverSigner })
}
