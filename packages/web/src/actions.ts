// The web app's Safe transaction actions (framework-free) and its gateway reads, for callers outside the app: the
// e2e tests run them against the devnet and the gateway. Exported as `@strongroom/web/actions`.
export { NameResolutionError } from './features/names/actions/NameResolutionError'
export { lookupName, resolveName, verifyResolvedNames } from './features/names/actions/resolveName'
export { approveSafeTxHash } from './features/transactions/actions/approveSafeTxHash'
export { executeSafeTx } from './features/transactions/actions/executeSafeTx'
export { executeSafeTxBatch } from './features/transactions/actions/executeSafeTxBatch'
export { rejectSafeTx } from './features/transactions/actions/rejectSafeTx'
export { reviewSafeTx } from './features/transactions/actions/reviewSafeTx'
export type { SafeTxProgress } from './features/transactions/actions/SafeTxFlowContext'
export { simulateSafeTx } from './features/transactions/actions/simulateSafeTx'
export { speedUpTransaction } from './features/transactions/actions/speedUpTransaction'
export { toSafeTxWallet } from './features/transactions/actions/toSafeTxWallet'
export { getTransactionDetails } from './lib/gateway/getTransactionDetails'
