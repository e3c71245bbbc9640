import { SafeTxFlowError } from './SafeTxFlowError'

/** Executing a Safe transaction failed at `step` (its `hash` once the wallet sent it). */
export class ExecuteSafeTxError extends SafeTxFlowError {
  override name = 'ExecuteSafeTxError'
}
