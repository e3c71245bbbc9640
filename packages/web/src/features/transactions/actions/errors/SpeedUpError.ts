import { SafeTxFlowError } from './SafeTxFlowError'

/** Speeding up a pending execution failed at `step` (its new `hash` once the wallet sent it). */
export class SpeedUpError extends SafeTxFlowError {
  override name = 'SpeedUpError'
}
