import type { Address, Hash, Hex } from 'viem'
import type { SafeTx } from '../safe/SafeTx'

/** A Safe transaction and the signatures collected for it, carried between devices without the gateway. */
export interface OfflineSafeTx {
  chainId: number
  safe: Address
  tx: SafeTx
  /** Recomputed from the fields on every import; an export whose hash does not match is refused. */
  safeTxHash: Hash
  /** At most one per signer, in the order they were added. Verified against the chain by the importer. */
  signatures: { signer: Address; signature: Hex }[]
  /** The app or flow that made the transaction, as proposals record it. */
  origin?: string | undefined
}
