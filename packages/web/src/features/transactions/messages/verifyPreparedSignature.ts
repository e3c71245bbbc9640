import {
  getSafeMessageHash,
  readSafeState,
  type SafeMessageDetails,
  toSafeMessageContent,
  verifySafeMessageSignatures,
} from '@strongroom/protocol'
import type { Address, Client, Hex } from 'viem'

/**
 * The combined signature the gateway prepared for a message, handed on to an app only when it holds
 * (docs/web-security.md §2.6): the message is CONFIRMED, its stored content hashes to `messageHash` under this Safe's
 * domain, and the signatures in it, each recovered and checked against the owners read from the chain, reach the
 * Safe's threshold. Anything else, a node that cannot be read included, gives undefined: the app gets no signature.
 */
export async function verifyPreparedSignature(
  client: Client,
  {
    chainId,
    safe,
    messageHash,
    stored,
  }: { chainId: number; safe: Address; messageHash: Hex; stored: SafeMessageDetails | undefined },
): Promise<Hex | undefined> {
  if (stored?.status !== 'CONFIRMED' || !stored.preparedSignature) return undefined
  const signatures = stored.preparedSignature as Hex
  try {
    const message = toSafeMessageContent(stored.message)
    if (getSafeMessageHash({ chainId, safeAddress: safe, message }).toLowerCase() !== messageHash.toLowerCase())
      return undefined
    const { owners, threshold } = await readSafeState(client, safe)
    const recovered = await verifySafeMessageSignatures(client, { chainId, safe, message, owners, signatures })
    return recovered.length >= threshold ? signatures : undefined
  } catch {
    return undefined
  }
}
