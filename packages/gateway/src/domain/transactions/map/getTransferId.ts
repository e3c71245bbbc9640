import { encodeTransactionId } from '@strongroom/protocol'
import type { TransferRecord } from '../load/TransferRecord'

/**
 * `transfer_<safe>_e<txHash><logIndex>` for token transfers; ether transfers use the `i` form with the log that revealed
 * them (SafeReceived, or the SafeMultiSigTransaction that sent the value) standing in for a trace address.
 */
export function getTransferId(transfer: TransferRecord): string {
  return transfer.type === 'ETHER'
    ? encodeTransactionId({
        type: 'NATIVE_TRANSFER',
        safeAddress: transfer.safe,
        txHash: transfer.txHash,
        traceAddress: String(transfer.logIndex),
      })
    : encodeTransactionId({
        type: 'TOKEN_TRANSFER',
        safeAddress: transfer.safe,
        txHash: transfer.txHash,
        logIndex: transfer.logIndex,
      })
}
