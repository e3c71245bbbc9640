import { SafeTxFlowError } from './SafeTxFlowError'

/** Approving a Safe transaction on chain (`approveHash`) failed at `step` (its `hash` once the wallet sent it). */
export class ApproveSafeTxHashError extends SafeTxFlowError {
  override name = 'ApproveSafeTxHashError'
}
