import { SafeTxFlowError } from '../actions/errors/SafeTxFlowError'

/** Signing an imported transaction here, or sending it to the gateway, failed at `step`; the message is a sentence. */
export class OfflineSafeTxFlowError extends SafeTxFlowError {
  override name = 'OfflineSafeTxFlowError'
}
