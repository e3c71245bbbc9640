import { getAddress } from 'viem'
import type { OfflineSafeTx } from './OfflineSafeTx'
import { OFFLINE_SAFE_TX_FORMAT, OFFLINE_SAFE_TX_VERSION, type OfflineSafeTxFile } from './offlineSafeTxFileSchema'

/**
 * The export as JSON text (docs/offline-signing.md §1), indented so a person can read what they carry; every uint
 * as a decimal string, addresses checksummed, hashes lower-case. `decodeOfflineSafeTx` reads it back.
 */
export function encodeOfflineSafeTx(value: OfflineSafeTx, { indent = 2 }: { indent?: number } = {}): string {
  const { tx } = value
  const file: OfflineSafeTxFile = {
    format: OFFLINE_SAFE_TX_FORMAT,
    version: OFFLINE_SAFE_TX_VERSION,
    chainId: value.chainId,
    safe: getAddress(value.safe),
    safeTxHash: value.safeTxHash.toLowerCase(),
    tx: {
      to: getAddress(tx.to),
      value: tx.value.toString(),
      data: tx.data.toLowerCase(),
      operation: tx.operation,
      safeTxGas: tx.safeTxGas.toString(),
      baseGas: tx.baseGas.toString(),
      gasPrice: tx.gasPrice.toString(),
      gasToken: getAddress(tx.gasToken),
      refundReceiver: getAddress(tx.refundReceiver),
      nonce: tx.nonce.toString(),
    },
    signatures: value.signatures.map(({ signer, signature }) => ({
      signer: getAddress(signer),
      signature: signature.toLowerCase(),
    })),
    ...(value.origin !== undefined ? { origin: value.origin } : {}),
  }
  return JSON.stringify(file, null, indent)
}
