import { StrongroomError } from '@strongroom/protocol'

/** A push service did not answer one notification in time; it is retried in a later round. */
export class NotificationTimeoutError extends StrongroomError {
  override name = 'NotificationTimeoutError'
}
