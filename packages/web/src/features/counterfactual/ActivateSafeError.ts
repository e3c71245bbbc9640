import { SafeTxFlowError } from '../transactions'

/** Activating an undeployed Safe with its first transaction failed at a step; the message says what happened. */
export class ActivateSafeError extends SafeTxFlowError {
  override name = 'ActivateSafeError'
}
