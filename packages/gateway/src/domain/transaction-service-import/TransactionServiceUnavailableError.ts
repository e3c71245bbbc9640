import { StrongroomError } from '@strongroom/protocol'

/**
 * The Safe Transaction Service an import reads from could not be read: unreachable, too slow, an error status, an
 * answer too large or not in its shape. Nothing was imported. Answered with 502 and the sentence.
 */
export class TransactionServiceUnavailableError extends StrongroomError {
  override name = 'TransactionServiceUnavailableError'
}
