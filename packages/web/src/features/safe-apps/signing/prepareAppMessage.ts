import {
  type BridgeRequest,
  getSafeMessageHash,
  hashSafeMessageContent,
  type SafeMessageContent,
  type SafeMessageContentWire,
  toSafeMessageContent,
} from '@strongroom/protocol'
import type { Address, Hash } from 'viem'
import { isBlindSigningPayload } from '../../transactions'
import { BridgeRequestError } from '../bridge/BridgeRequestError'
import { BLIND_SIGNING_REFUSED, INVALID_TYPED_DATA } from './appSigningErrors'

/** A message an app asks the Safe to sign, with everything the review shows computed here. */
export interface AppMessage {
  /** The content as the app sent it, as the gateway stores and shows it. */
  wire: SafeMessageContentWire
  /** The content as it is hashed (typed data with its primary type). */
  content: SafeMessageContent
  /** The EIP-191 (text) or EIP-712 (typed data) hash of the content: the bytes the Safe signs. */
  contentHash: Hash
  /** `SafeMessage(bytes message)` of that hash under the Safe's domain: the message's id at the gateway. */
  messageHash: Hash
}

/**
 * Turns an app's `signMessage` / `signTypedMessage` request into the message the Safe would sign, its hashes computed
 * locally (nothing the app or the gateway claims is taken as a hash). Runs before anything is shown or the wallet is
 * asked, so a refused request reaches nobody.
 * @throws {BridgeRequestError} "Invalid typed data" for typed data that does not encode under EIP-712 (no primary
 * type can be told, a value that does not fit its type); a blind-signing refusal for a bare 32-byte hash unless
 * `blindSigning` is on.
 */
export function prepareAppMessage(
  request: Extract<BridgeRequest, { method: 'signMessage' | 'signTypedMessage' }>,
  { chainId, safe, blindSigning }: { chainId: number; safe: Address; blindSigning: boolean },
): AppMessage {
  if (request.method === 'signMessage') {
    const { message } = request.params
    if (isBlindSigningPayload(message) && !blindSigning) throw new BridgeRequestError(BLIND_SIGNING_REFUSED)
    return {
      wire: message,
      content: message,
      contentHash: hashSafeMessageContent(message),
      messageHash: getSafeMessageHash({ chainId, safeAddress: safe, message }),
    }
  }
  const wire = request.params.typedData
  try {
    const content = toSafeMessageContent(wire)
    return {
      wire,
      content,
      contentHash: hashSafeMessageContent(content),
      messageHash: getSafeMessageHash({ chainId, safeAddress: safe, message: content }),
    }
  } catch (cause) {
    throw new BridgeRequestError(INVALID_TYPED_DATA, { cause })
  }
}
