export {
  assessTransferSuspicion,
  normalizeTokenSymbol,
  type SuspicionContext,
  type TransferSuspicion,
  type TrustedToken,
} from './assessTransferSuspicion'
export { findLookAlike, isLookAlike, LOOK_ALIKE_PREFIX_DIGITS, LOOK_ALIKE_SUFFIX_DIGITS } from './findLookAlike'
export type { KnownAddress } from './KnownAddress'
