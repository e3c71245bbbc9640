import type { Address, Hash } from 'viem'

/**
 * The parts of a gateway transaction id (`/v1/chains/{chainId}/transactions/{transactionId}`), per the Client Gateway
 * and the transaction service (docs/gateway-api.md §4.10):
 * - `MULTISIG`: `multisig_<safe>_<safeTxHash>`.
 * - `MODULE`: `module_<safe>_i<txHash without 0x><traceAddress>` (the transaction service's moduleTransactionId).
 * - `TOKEN_TRANSFER`: `transfer_<safe>_e<txHash without 0x><logIndex>` (ERC-20/721 Transfer log).
 * - `NATIVE_TRANSFER`: `transfer_<safe>_i<txHash without 0x><traceAddress>` (ether moved by a call).
 * - `CREATION`: `creation_<safe>` (listed in history; the Client Gateway does not resolve it).
 * - `LEGACY_MODULE` / `LEGACY_TRANSFER`: the retired Rust gateway's `module_<safe>_<txHash>_<detailsHash>` and
 *   `ethereum_<safe>_<txHash>_<detailsHash>`, where detailsHash is a 64-bit hex digest; accepted, not emitted.
 * - `SAFE_TX_HASH`: a bare safeTxHash, looked up as a multisig transaction.
 *
 * A trace address is the comma-separated call path (`""` for the top-level call); an event-indexed service uses the
 * log index of the event that revealed the call.
 */
export type TransactionId =
  | { type: 'MULTISIG'; safeAddress: Address; safeTxHash: Hash }
  | { type: 'MODULE'; safeAddress: Address; txHash: Hash; traceAddress: string }
  | { type: 'TOKEN_TRANSFER'; safeAddress: Address; txHash: Hash; logIndex: number }
  | { type: 'NATIVE_TRANSFER'; safeAddress: Address; txHash: Hash; traceAddress: string }
  | { type: 'CREATION'; safeAddress: Address }
  | { type: 'LEGACY_MODULE'; safeAddress: Address; txHash: Hash; detailsHash: string }
  | { type: 'LEGACY_TRANSFER'; safeAddress: Address; txHash: Hash; detailsHash: string }
  | { type: 'SAFE_TX_HASH'; safeTxHash: Hash }

/** Call path inside a transaction: non-negative integers without leading zeros, comma-separated, possibly empty. */
export const TRACE_ADDRESS_PATTERN = /^(?:(?:0|[1-9]\d*)(?:,(?:0|[1-9]\d*))*)?$/

/** The Rust gateway's details digest: a u64 formatted as `0x` + 1–16 hex digits. */
export const DETAILS_HASH_PATTERN = /^0x[0-9a-fA-F]{1,16}$/
