import type { SafeMessageContentWire, SignatureKind } from '@strongroom/protocol'
import type { Address, Hash, Hex } from 'viem'

/** One owner's stored signature of a message. */
export type SafeMessageConfirmationRecord = {
  owner: Address
  /** The owner's entry alone, as `recoverSafeSignatures` encodes it (joinable without a kind). */
  signature: Hex
  signatureType: SignatureKind
  createdAt: Date
}

/** An off-chain message as stored, with every confirmation ever given (owners removed since included). */
export type SafeMessageRecord = {
  chainId: string
  messageHash: Hash
  safe: Address
  message: SafeMessageContentWire
  safeAppId: number | null
  origin: string | null
  proposedBy: Address
  createdAt: Date
  modifiedAt: Date
  confirmations: SafeMessageConfirmationRecord[]
}
