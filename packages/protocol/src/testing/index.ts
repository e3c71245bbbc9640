export { etherMail } from './etherMail'
export { queuedTransactionDetails } from './queuedTransactionDetails'
export type { SafeMessageVector, SafeTxVector } from './safeHashVectors'
export { safeMessageVectors, safeTxVectors } from './safeHashVectors'
