import {
  assessSafeTx,
  type BridgeRequest,
  classifySafeTypedData,
  getSafeMessageHash,
  hashSafeMessageContent,
  type SafeMessageContent,
  type SafeMessageContentWire,
  type SafeShapedTypedData,
  toSafeMessageContent,
} from '@strongroom/protocol'
import { type Address, type Hash, size } from 'viem'
import { isBlindSigningPayload } from '../../transactions'
import { BridgeRequestError } from '../bridge/BridgeRequestError'
import {
  BLIND_SIGNING_REFUSED,
  INVALID_TYPED_DATA,
  SAFE_MESSAGE_TYPED_DATA_REFUSED,
  SAFE_TX_TYPED_DATA_REFUSED,
} from './appSigningErrors'

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
  /**
   * Typed data shaped like a Safe's own approval (a `SafeTx` or `SafeMessage` of another account this Safe may own):
   * it gets the transaction or message review, and an acknowledgement, before anything is signed.
   */
  safeShaped: SafeShapedTypedData | null
}

/**
 * Turns an app's `signMessage` / `signTypedMessage` request into the message the Safe would sign, its hashes computed
 * locally (nothing the app or the gateway claims is taken as a hash). Runs before anything is shown or the wallet is
 * asked, so a refused request reaches nobody.
 * @throws {BridgeRequestError} "Invalid typed data" for typed data that does not encode under EIP-712 (no primary
 * type can be told, a value that does not fit its type); a blind-signing refusal for a bare 32-byte hash unless
 * `blindSigning` is on; a refusal of typed data shaped like a Safe transaction or message that its review refuses.
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
      safeShaped: null,
    }
  }
  const wire = request.params.typedData
  let prepared: Omit<AppMessage, 'safeShaped'>
  try {
    const content = toSafeMessageContent(wire)
    prepared = {
      wire,
      content,
      contentHash: hashSafeMessageContent(content),
      messageHash: getSafeMessageHash({ chainId, safeAddress: safe, message: content }),
    }
  } catch (cause) {
    throw new BridgeRequestError(INVALID_TYPED_DATA, { cause })
  }
  const safeShaped = typeof prepared.content === 'string' ? null : classifySafeTypedData(prepared.content)
  assertSafeShapedMaySign(safeShaped, blindSigning)
  return { ...prepared, safeShaped }
}

/**
 * The guardrails of a transaction or message for typed data shaped like one (docs/web-security.md §2.8): a `SafeTx`
 * must read as one and pass `assessSafeTx` (no owners known: any gas refund is refused); a `SafeMessage` must hold
 * bytes, and 32 of them are a bare hash, refused unless blind signing is on.
 */
function assertSafeShapedMaySign(safeShaped: SafeShapedTypedData | null, blindSigning: boolean): void {
  if (safeShaped?.kind === 'safe-tx') {
    const { tx, verifyingContract } = safeShaped
    if (!tx || !verifyingContract || assessSafeTx({ safe: verifyingContract, tx }).blocks.length > 0)
      throw new BridgeRequestError(SAFE_TX_TYPED_DATA_REFUSED)
  }
  if (safeShaped?.kind === 'safe-message') {
    if (!safeShaped.message) throw new BridgeRequestError(SAFE_MESSAGE_TYPED_DATA_REFUSED)
    if (size(safeShaped.message) === 32 && !blindSigning) throw new BridgeRequestError(BLIND_SIGNING_REFUSED)
  }
}
