import { StrongroomError } from '@strongroom/protocol'

/** The thing a request names does not exist here (a chain we do not serve, an unknown Safe or transaction). */
export class NotFoundError extends StrongroomError {
  override name = 'NotFoundError'
}
