import type { SafeMessageDetails } from '@strongroom/protocol'
import { type Hex, isAddressEqual } from 'viem'
import { createSafeMessage } from '../../../lib/gateway/createSafeMessage'
import { getSafeMessage } from '../../../lib/gateway/getSafeMessage'
import {
  type SignSafeMessageContext,
  SignSafeMessageError,
  signSafeMessage,
  verifyPreparedSignature,
} from '../../transactions'
import type { AppMessage } from './prepareAppMessage'

/** What the app is answered once the owner's signature is stored: the SDK's `{ messageHash }`, and the combined
 * signature too when the Safe's threshold is already reached (as Safe{Wallet} does; the SDK's provider returns it from
 * `personal_sign`). */
export interface OffChainAppMessageAnswer {
  messageHash: Hex
  signature?: Hex
}

/** The most the gateway keeps of a message's `origin`. */
const MAX_ORIGIN_LENGTH = 10_000

/** `origin` as stored with proposals: a JSON `{"url","name"}` naming the app (docs/gateway-api.md §4.12, §4.17). */
function originOf(app: { name: string; url: string }): string | undefined {
  const origin = JSON.stringify({ url: app.url, name: app.name })
  return origin.length <= MAX_ORIGIN_LENGTH ? origin : undefined
}

/** The app's answer: the combined signature only when it verifies here, never the gateway's word for it. */
async function answerOf(
  messageHash: Hex,
  stored: SafeMessageDetails | undefined,
  { client, chainId, safe }: Pick<SignSafeMessageContext, 'client' | 'chainId' | 'safe'>,
): Promise<OffChainAppMessageAnswer> {
  const signature = await verifyPreparedSignature(client, { chainId, safe, messageHash, stored })
  return signature ? { messageHash, signature } : { messageHash }
}

/**
 * Signs an app's message off-chain (EIP-1271) as the connected owner, with the messages screen's checked signing
 * (`signSafeMessage`: owner read from the chain, every existing confirmation verified, the wallet's signature verified
 * before it is sent). A message the gateway does not hold yet is created with this signature and the app as its
 * origin; one it holds (another owner, or this app earlier, proposed it) gets this owner's confirmation, after its
 * stored content is checked to hash to the SafeMessage hash computed here from the app's request. An owner who
 * signed already, or a message already CONFIRMED, asks the wallet nothing.
 * @returns the answer for the app.
 * @throws {SignSafeMessageError} with the step that failed and a sentence.
 */
export async function signAppMessageOffChain(
  message: AppMessage,
  context: Omit<SignSafeMessageContext, 'submit'> & { app: { name: string; url: string } },
): Promise<OffChainAppMessageAnswer> {
  const { app, gatewayUrl, chainId, safe, signer, signal, onProgress } = context
  const { messageHash } = message
  onProgress?.({ step: 'checking' })
  // The gateway stores messages as JSON text, which cannot hold U+0000; better said now than after the wallet signed.
  if (JSON.stringify(message.wire).includes('\\u0000'))
    throw new SignSafeMessageError(
      'This message contains a NUL character (U+0000), which the gateway cannot store. It cannot be signed off-chain.',
      'checking',
    )

  const read = async () => getSafeMessage({ baseUrl: gatewayUrl, chainId, messageHash, ...(signal ? { signal } : {}) })
  let existing: SafeMessageDetails | undefined
  try {
    existing = await read()
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new SignSafeMessageError('The gateway could not be asked about this message. Try again.', 'checking', {
      cause,
    })
  }

  // Signed by this owner already, or by enough owners: nothing to add, the app gets what there is.
  if (
    existing?.status === 'CONFIRMED' ||
    existing?.confirmations.some((confirmation) => isAddressEqual(confirmation.owner.value as Hex, signer.address))
  )
    return answerOf(messageHash, existing, context)

  if (existing) {
    await signSafeMessage({ messageHash, message: existing.message, confirmations: existing.confirmations }, context)
  } else {
    const origin = originOf(app)
    await signSafeMessage(
      { messageHash, message: message.wire, confirmations: [] },
      {
        ...context,
        submit: ({ signature, signal: submitSignal }) =>
          createSafeMessage({
            baseUrl: gatewayUrl,
            chainId,
            address: safe,
            body: { message: message.wire, signature, ...(origin ? { origin } : {}) },
            ...(submitSignal ? { signal: submitSignal } : {}),
          }),
      },
    )
  }

  // The signature is stored; whether it completed the threshold is the gateway's to say. Failing to learn it only
  // means the app polls `getOffChainSignature`.
  try {
    return await answerOf(messageHash, await read(), context)
  } catch {
    return { messageHash }
  }
}
