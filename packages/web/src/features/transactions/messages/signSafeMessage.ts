import {
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  readSafeState,
  type SafeMessageContent,
  type SafeMessageTypedData,
  StrongroomError,
  toSafeMessageContent,
  verifySafeMessageSignatures,
  walkCauses,
} from '@strongroom/protocol'
import { type Address, type Client, type Hex, isAddressEqual } from 'viem'
import { shortenAddress } from '../../../components/AddressDisplay'
import { confirmSafeMessage } from '../../../lib/gateway/confirmSafeMessage'
import {
  type CheckedMessageConfirmation,
  checkMessageConfirmation,
  type ReviewableSafeMessage,
} from './reviewSafeMessage'
import { type SignMessageStep, SignSafeMessageError } from './SignSafeMessageError'

/** Where a running signature is. */
export type SignMessageProgress = { step: SignMessageStep }

/** The wallet, as far as signing a message needs it (wagmi's wallet client, adapted by the hook). */
export interface MessageSigner {
  address: Address
  signTypedData(typedData: SafeMessageTypedData): Promise<Hex>
}

/** Everything {@link signSafeMessage} works with besides the message. */
export interface SignSafeMessageContext {
  /** Reads the chain: the Safe's owners, and on-chain checks of contract signatures. */
  client: Client
  signer: MessageSigner
  safe: Address
  chainId: number
  gatewayUrl: string
  onProgress?: (progress: SignMessageProgress) => void
  signal?: AbortSignal
  /**
   * Hands the verified signature to the gateway. Unless given, it is added as a confirmation of the stored message;
   * a message the gateway does not hold yet is created with it instead (a Safe App's request).
   */
  submit?: (signed: { messageHash: Hex; signature: Hex; signal?: AbortSignal }) => Promise<void>
}

const USER_REJECTED = 4001

function isWalletRejection(error: unknown): boolean {
  for (const { code, name } of walkCauses(error))
    if (code === USER_REJECTED || name === 'UserRejectedRequestError') return true
  return false
}

/**
 * Adds the connected owner's signature to an off-chain Safe message (EIP-1271), trusting neither the gateway nor the
 * wallet: the SafeMessage hash is recomputed here from the message's content with the protocol (a gateway id that
 * differs refuses signing), the Safe's owners are read from the chain, and every confirmation already given is
 * verified with `verifySafeMessageSignatures` (one that does not verify refuses signing). Only then is the wallet asked
 * for the EIP-712 `SafeMessage` signature, which is itself verified before it is posted to the gateway.
 * Framework-free: clients and inputs in, progress out through `onProgress`, one error type with the step and a
 * sentence (docs/web-data-flow.md §3).
 * @returns the new signature and the hash it signs.
 * @throws {SignSafeMessageError} naming the step that failed. An abort through `signal` rejects with its reason.
 */
export async function signSafeMessage(
  message: ReviewableSafeMessage,
  context: SignSafeMessageContext,
): Promise<{ messageHash: Hex; signature: Hex }> {
  const { client, signer, safe, chainId, gatewayUrl, onProgress, signal, submit } = context
  onProgress?.({ step: 'checking' })

  let content: SafeMessageContent
  let messageHash: Hex
  try {
    content = toSafeMessageContent(message.message)
    messageHash = getSafeMessageHash({ chainId, safeAddress: safe, message: content })
  } catch (cause) {
    throw new SignSafeMessageError(
      'This message cannot be signed: its typed data does not match its own types.',
      'checking',
      {
        cause,
      },
    )
  }
  if (messageHash.toLowerCase() !== message.messageHash.toLowerCase())
    throw new SignSafeMessageError(
      'The gateway’s id of this message does not match its content. Signing is refused: what you would sign is not what is shown.',
      'checking',
      { details: { computed: messageHash, given: message.messageHash } },
    )

  let owners: readonly Address[]
  try {
    owners = (await readSafeState(client, safe)).owners
  } catch (cause) {
    throw new SignSafeMessageError('The Safe’s owners could not be read from the chain. Try again.', 'checking', {
      cause,
    })
  }
  signal?.throwIfAborted()
  if (!owners.some((owner) => isAddressEqual(owner, signer.address)))
    throw new SignSafeMessageError('The connected wallet is not an owner of this Safe.', 'checking')

  const checked: CheckedMessageConfirmation[] = []
  for (const confirmation of message.confirmations) {
    const owner = confirmation.owner.value
    let entry: CheckedMessageConfirmation
    try {
      entry = await checkMessageConfirmation(client, { chainId, safe, content, owners, confirmation, earlier: checked })
    } catch (cause) {
      throw new SignSafeMessageError('The existing confirmations could not be checked. Try again.', 'checking', {
        cause,
      })
    }
    checked.push(entry)
    if (entry.status === 'invalid')
      throw new SignSafeMessageError(
        `The confirmation of ${shortenAddress(owner)} does not verify for this message. Signing is refused: the gateway’s data cannot be trusted.`,
        'checking',
        { details: { owner } },
      )
    if (isAddressEqual(entry.signer, signer.address))
      throw new SignSafeMessageError('You have already signed this message.', 'checking')
  }
  signal?.throwIfAborted()

  onProgress?.({ step: 'signing' })
  let signature: Hex
  try {
    signature = await signer.signTypedData(
      getSafeMessageTypedData({ chainId, safeAddress: safe, data: hashSafeMessageContent(content) }),
    )
  } catch (cause) {
    throw new SignSafeMessageError(
      isWalletRejection(cause)
        ? 'You rejected the signature in your wallet.'
        : 'Your wallet could not sign the message.',
      'signing',
      { cause },
    )
  }
  signal?.throwIfAborted()
  try {
    const [entry] = await verifySafeMessageSignatures(client, {
      chainId,
      message: content,
      safe,
      owners,
      signatures: signature,
    })
    if (!entry || !isAddressEqual(entry.signer, signer.address)) throw new Error('signed by another key')
  } catch (cause) {
    throw new SignSafeMessageError(
      'Your wallet’s signature does not verify for this message, so it was not sent.',
      'signing',
      { cause },
    )
  }

  onProgress?.({ step: 'submitting' })
  try {
    if (submit) await submit({ messageHash, signature, ...(signal ? { signal } : {}) })
    else
      await confirmSafeMessage({ baseUrl: gatewayUrl, chainId, messageHash, signature, ...(signal ? { signal } : {}) })
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw new SignSafeMessageError(
      `Your signature was not saved. ${cause instanceof StrongroomError ? cause.message : 'The gateway request failed.'}`,
      'submitting',
      { cause },
    )
  }
  return { messageHash, signature }
}
