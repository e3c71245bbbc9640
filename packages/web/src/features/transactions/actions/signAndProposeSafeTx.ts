import {
  buildProposeTransactionBody,
  getSafeTxHash,
  InvalidSignatureError,
  joinSignatures,
  type SafeTx,
  type TransactionDetails,
  verifySafeTxSignatures,
} from '@strongroom/protocol'
import type { Address, Hash, Hex } from 'viem'
import { GatewayError } from '../../../lib/gateway/GatewayError'
import { proposeTransaction } from '../../../lib/gateway/proposeTransaction'
import { describeSafeTxError } from './describeSafeTxError'
import type { SafeTxFlowStep } from './errors/SafeTxFlowError'
import { SignAndProposeError } from './errors/SignAndProposeError'
import type { SafeTxFlowContext } from './SafeTxFlowContext'
import { signSafeTx } from './signSafeTx'

/** One owner's signature over a SafeTx, made elsewhere (an offline export carries them). */
export interface OwnerSignature {
  signer: Address
  signature: Hex
}

/** What {@link signAndProposeSafeTx} signs and posts, and the checks of the action that calls it. */
export interface SignAndProposeRequest {
  safe: Address
  tx: SafeTx
  /**
   * The action's own checks, run before the wallet opens (step `check`); `kept` says a signature from an earlier
   * attempt will be posted, so no prompt follows. Throws (a `SafeTxRefusedError`) to stop.
   */
  check: (kept: boolean) => Promise<void> | void
  /** The start of the sentence for a wallet signature that did not reach the gateway: "Your proposal is signed". */
  signed?: string
  /** The proposal's `origin`, as stored by the gateway. */
  origin?: string | undefined
  /** A sentence of the action's own for the gateway's refusal (an HTTP error answer) of the post, if it has one. */
  describeRefusal?: (cause: GatewayError) => string | undefined
  /**
   * Signatures already made, posted joined as the Safe checks them with the first signer as sender, instead of asking
   * the wallet (an offline export's: docs/offline-signing.md §3). The action's `check` refuses an empty list.
   */
  signatures?: readonly OwnerSignature[]
}

/** A SafeTx signed by the connected wallet and not posted: the safeTxHash computed here and the signature. */
export interface SignedSafeTx {
  safeTxHash: Hash
  signature: Hex
}

/** A SafeTx signed and stored by the gateway: the safeTxHash computed here, and the gateway's answer. */
export interface SignedProposal {
  safeTxHash: Hash
  details: TransactionDetails
}

/**
 * The skeleton of every action that signs a SafeTx and posts it to the gateway (propose, confirm, reject; offline
 * signing and sending): the action's checks, the wallet's signature (`signSafeTx`: EIP-712, or eth_sign, recovered
 * before use) unless the request brings `signatures`, then the post (`docs/gateway-api.md` §4.12: proposing a stored
 * safeTxHash again adds the signature) unless `post` is false. A wallet signature whose post failed for want of the
 * gateway is kept in `context.keptSignatures` under its safeTxHash; the next attempt verifies it against the connected
 * account and posts it without asking the wallet again.
 * @returns the safeTxHash and the transaction as the gateway stored it; with `post: false`, the wallet's signature.
 * @throws {SignAndProposeError} naming the step that failed, with a sentence; an abort rejects with the signal's reason.
 */
export function signAndProposeSafeTx(
  request: SignAndProposeRequest & { post: false; signatures?: undefined },
  context: SafeTxFlowContext,
): Promise<SignedSafeTx>
export function signAndProposeSafeTx(
  request: SignAndProposeRequest & { post?: true },
  context: SafeTxFlowContext,
): Promise<SignedProposal>
export async function signAndProposeSafeTx(
  request: SignAndProposeRequest & { post?: boolean },
  context: SafeTxFlowContext,
): Promise<SignedSafeTx | SignedProposal> {
  const { safe, tx, check, signed = 'Your signature is made', origin, describeRefusal, signatures, post } = request
  const { wallet, client, chainId, chainName, gatewayUrl, onProgress, signal } = context
  // Only a signature this account's wallet made here is kept between attempts.
  const keptSignatures = signatures ? undefined : context.keptSignatures
  const safeTxHash = getSafeTxHash({ chainId, safeAddress: safe, tx })
  let step: SafeTxFlowStep = 'check'
  let signature: Hex | undefined
  try {
    onProgress?.({ step: 'check' })
    if (!signatures) signature = await keptSignatureOf(safeTxHash, { safe, tx }, context)
    await check(signature !== undefined)
    signal?.throwIfAborted()
    let sender = wallet.address
    if (signatures) {
      sender = signatures[0]?.signer ?? sender
      signature = joinSignatures(signatures.map(({ signer, signature }) => ({ signer, data: signature })))
    } else if (!signature) {
      step = 'wallet'
      onProgress?.({ step: 'wallet' })
      signature = (await signSafeTx(wallet, client, { chainId, safe, tx, chainName })).signature
      signal?.throwIfAborted()
    }
    if (post === false) return { safeTxHash, signature }
    step = 'posting'
    onProgress?.({ step: 'posting' })
    const stored = await proposeTransaction({
      baseUrl: gatewayUrl,
      chainId,
      safe,
      body: buildProposeTransactionBody({ chainId, safe, tx, sender, signature, origin }),
      ...(signal ? { signal } : {}),
    })
    keptSignatures?.delete(safeTxHash)
    return { safeTxHash, details: stored }
  } catch (cause) {
    if (signal?.aborted) {
      keptSignatures?.delete(safeTxHash)
      throw signal.reason
    }
    if (
      step === 'posting' &&
      keptSignatures &&
      signature &&
      cause instanceof GatewayError &&
      cause.failure !== 'http'
    ) {
      keptSignatures.set(safeTxHash, signature)
      const sentence = describeSafeTxError(cause, chainName)
      throw new SignAndProposeError(
        `${signed} but did not reach the gateway: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)} Try again; your wallet will not be asked again.`,
        step,
        { cause },
      )
    }
    keptSignatures?.delete(safeTxHash)
    const refusal = step === 'posting' && cause instanceof GatewayError ? describeRefusal?.(cause) : undefined
    throw new SignAndProposeError(refusal ?? describeSafeTxError(cause, chainName), step, { cause })
  }
}

/** The kept signature of `safeTxHash`, if it is the connected account's over this SafeTx (another account signs anew). */
async function keptSignatureOf(
  safeTxHash: Hex,
  { safe, tx }: { safe: Address; tx: SafeTx },
  { keptSignatures, client, chainId, wallet }: SafeTxFlowContext,
): Promise<Hex | undefined> {
  const kept = keptSignatures?.get(safeTxHash)
  if (!kept) return undefined
  try {
    await verifySafeTxSignatures(client, { chainId, safe, tx, owners: [wallet.address], signatures: kept })
    return kept
  } catch (cause) {
    if (!(cause instanceof InvalidSignatureError)) throw cause
    keptSignatures?.delete(safeTxHash)
    return undefined
  }
}
