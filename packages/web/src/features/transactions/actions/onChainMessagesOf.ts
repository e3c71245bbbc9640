import {
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContentWire,
  type SafeTxAssessment,
  toSafeMessageContent,
} from '@strongroom/protocol'
import { type Address, type Hash, type Hex, hashTypedData } from 'viem'
import { isBlindSigningPayload } from '../messages/isBlindSigningPayload'

/** A message a transaction makes the Safe sign on chain (SignMessageLib), as the review shows it. */
export interface OnChainMessage {
  /** The bytes `signMessage` marks as signed. */
  data: Hex
  /** Where in the transaction the call sits (`[]`: the transaction itself). */
  path: readonly number[]
  /** The SafeMessage hash the Safe will accept from then on (`isValidSignature` with an empty signature). */
  safeMessageHash: Hash
  /** The message `data` stands for, when one was stored and its hash is `data`; null when unknown. */
  content: SafeMessageContentWire | null
  /** Nothing readable stands behind it: no known message, or a message that is itself a bare 32-byte hash. */
  blind: boolean
}

/**
 * The on-chain message signatures of a transaction (protocol's `assessSafeTx` finds them), each with the SafeMessage
 * hash computed here and the stored message (`stored`: what the proposal's origin carries, docs/web-security.md §2.2)
 * when, and only when, its EIP-191/EIP-712 hash is the bytes signed: a proposer or gateway cannot put another message
 * in front of the hash.
 */
export function onChainMessagesOf({
  chainId,
  safe,
  assessment,
  stored,
}: {
  chainId: number
  safe: Address
  assessment: SafeTxAssessment
  stored?: SafeMessageContentWire | null | undefined
}): OnChainMessage[] {
  return assessment.messageSignatures.map(({ data, path }) => {
    const content = stored !== undefined && stored !== null && hashOf(stored) === data.toLowerCase() ? stored : null
    return {
      data,
      path,
      safeMessageHash: hashTypedData(getSafeMessageTypedData({ chainId, safeAddress: safe, data })),
      content,
      blind: content === null || (typeof content === 'string' && isBlindSigningPayload(content)),
    }
  })
}

function hashOf(content: SafeMessageContentWire): string | undefined {
  try {
    return hashSafeMessageContent(toSafeMessageContent(content)).toLowerCase()
  } catch {
    return undefined
  }
}
