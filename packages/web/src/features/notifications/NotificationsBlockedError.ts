import { StrongroomError } from '@strongroom/protocol'

/** The user (or the browser's policy) did not allow notifications for this site. */
export class NotificationsBlockedError extends StrongroomError {
  override name = 'NotificationsBlockedError'
}
