export { decodeOfflineSafeTx } from './decodeOfflineSafeTx'
export { encodeOfflineSafeTx } from './encodeOfflineSafeTx'
export type { OfflineSafeTx } from './OfflineSafeTx'
export { OfflineSafeTxError } from './OfflineSafeTxError'
export {
  MAX_OFFLINE_SAFE_TX_CHARS,
  MAX_OFFLINE_SIGNATURES,
  OFFLINE_SAFE_TX_FORMAT,
  OFFLINE_SAFE_TX_VERSION,
  type OfflineSafeTxFile,
  offlineSafeTxFileSchema,
} from './offlineSafeTxFileSchema'
