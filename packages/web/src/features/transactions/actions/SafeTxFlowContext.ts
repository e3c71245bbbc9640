import type { Client, Hash, Hex } from 'viem'
import type { SafeTxWallet } from './SafeTxWallet'

/** Where a running Safe transaction action is; a screen shows it, a log records it. */
export type SafeTxProgress =
  | { step: 'check' }
  | { step: 'estimate' }
  /** The wallet's prompt is open; `gas` is the execution's estimate, shown before it opened. */
  | { step: 'wallet'; gas?: bigint }
  | { step: 'posting' }
  | { step: 'mining'; hash: Hash }
  | { step: 'indexing'; hash: Hash }

/** What every Safe transaction action works with besides its inputs. */
export interface SafeTxFlowContext {
  wallet: SafeTxWallet
  /** A viem client of the app's chain (reads, verification, receipts). */
  client: Client
  gatewayUrl: string
  chainId: number
  /** For sentences ("Switch it to {chainName}"). */
  chainName: string
  onProgress?: (progress: SafeTxProgress) => void
  /** Stops waiting (a transaction already sent stays the chain's). */
  signal?: AbortSignal
  /**
   * Signatures made by the wallet whose post did not reach the gateway, by safeTxHash: the next attempt posts them
   * without a second prompt (`signAndProposeSafeTx`). The screen's hook keeps one for its actions.
   */
  keptSignatures?: Map<Hash, Hex>
}
