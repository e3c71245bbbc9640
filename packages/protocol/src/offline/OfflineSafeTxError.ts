import { InvalidInputError } from '../errors'

/** A transaction export that cannot be read or does not hold up; the message is the sentence the importer shows. */
export class OfflineSafeTxError extends InvalidInputError {
  override name = 'OfflineSafeTxError'
}
