import {
  getSafeMessageHash,
  type SafeChainState,
  type SafeMessageContent,
  type SafeMessageContentWire,
  StrongroomError,
  toSafeMessageContent,
  verifySafeMessageSignatures,
} from '@strongroom/protocol'
import { type Address, type Client, getAddress, type Hex, isAddress, isAddressEqual } from 'viem'
import { shortenAddress } from '../../../components/AddressDisplay'

/** One confirmation the gateway listed for a message, as the app checked it. */
export type CheckedMessageConfirmation =
  | { status: 'verified'; signer: Address }
  /** Does not verify for this message and these owners: shown as such, never counted. */
  | { status: 'invalid'; signer: string; message: string }

/** A message as the gateway lists it, as far as its review and signing need it. */
export interface ReviewableSafeMessage {
  /** The gateway's id of the message: only compared with the hash computed here, never signed as given. */
  messageHash: string
  message: SafeMessageContentWire
  confirmations: ReadonlyArray<{ owner: { value: string }; signature: string }>
}

/**
 * What the messages screen shows of one message, from the chain and the app's own checks, never from the gateway's
 * status or counts (docs/web-security.md §2.6): whether its content hashes to its id, each confirmation verified
 * against the owners read from the chain, and the verified count against the chain's threshold.
 */
export type SafeMessageReview =
  | { hashMatches: false; threshold: number }
  | {
      hashMatches: true
      confirmations: CheckedMessageConfirmation[]
      verified: number
      threshold: number
      confirmed: boolean
    }

/**
 * One listed confirmation verified for a message: its bytes must hold exactly one signature, recovered (or checked on
 * chain, for an owner contract) to the listed owner, who must be a current owner and listed once.
 * @throws the client's error when the chain cannot be read.
 */
export async function checkMessageConfirmation(
  client: Client,
  {
    chainId,
    safe,
    content,
    owners,
    confirmation,
    earlier = [],
  }: {
    chainId: number
    safe: Address
    content: SafeMessageContent
    owners: readonly Address[]
    confirmation: { owner: { value: string }; signature: string }
    earlier?: readonly CheckedMessageConfirmation[]
  },
): Promise<CheckedMessageConfirmation> {
  const listed = confirmation.owner.value
  const invalid = (message: string): CheckedMessageConfirmation => ({ status: 'invalid', signer: listed, message })
  if (!isAddress(listed, { strict: false })) return invalid('The listed signer is not an address: not counted.')
  const who = shortenAddress(listed)
  if (earlier.some((entry) => entry.signer.toLowerCase() === listed.toLowerCase()))
    return invalid(`The confirmation of ${who} is listed twice: not counted again.`)
  try {
    const recovered = await verifySafeMessageSignatures(client, {
      chainId,
      message: content,
      safe,
      owners,
      signatures: confirmation.signature as Hex,
    })
    if (recovered.length === 1 && isAddressEqual(recovered[0]!.signer, listed as Address))
      return { status: 'verified', signer: getAddress(listed) }
  } catch (cause) {
    if (!(cause instanceof StrongroomError)) throw cause
  }
  return invalid(`The signature of ${who} does not verify for this message — not counted.`)
}

/**
 * Reviews a stored message: its content hashed here under this Safe's domain and compared with the gateway's id, then
 * every confirmation checked with {@link checkMessageConfirmation} against the chain's owners.
 * @throws the client's error when the chain cannot be read.
 */
export async function reviewSafeMessage(
  client: Client,
  {
    chainId,
    safe,
    message,
    chain,
  }: {
    chainId: number
    safe: Address
    message: ReviewableSafeMessage
    chain: Pick<SafeChainState, 'owners' | 'threshold'>
  },
): Promise<SafeMessageReview> {
  const { owners, threshold } = chain
  let content: SafeMessageContent
  try {
    content = toSafeMessageContent(message.message)
    const hash = getSafeMessageHash({ chainId, safeAddress: safe, message: content })
    if (hash.toLowerCase() !== message.messageHash.toLowerCase()) return { hashMatches: false, threshold }
  } catch {
    return { hashMatches: false, threshold }
  }
  const confirmations: CheckedMessageConfirmation[] = []
  for (const confirmation of message.confirmations)
    confirmations.push(
      await checkMessageConfirmation(client, { chainId, safe, content, owners, confirmation, earlier: confirmations }),
    )
  const verified = confirmations.filter((entry) => entry.status === 'verified').length
  return { hashMatches: true, confirmations, verified, threshold, confirmed: verified >= threshold }
}
