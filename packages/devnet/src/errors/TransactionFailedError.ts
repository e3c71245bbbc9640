import { DevnetError } from './DevnetError'

/** A transaction sent by a devnet helper was mined but reverted (or did not have the expected effect). */
export class TransactionFailedError extends DevnetError {
  override name = 'TransactionFailedError'
}
