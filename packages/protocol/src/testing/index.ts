export type { SafeMessageVector, SafeTxVector } from './safeHashVectors'
export { safeMessageVectors, safeTxVectors } from './safeHashVectors'
