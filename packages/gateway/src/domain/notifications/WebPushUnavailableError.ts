import { StrongroomError } from '@strongroom/protocol'

/** Web Push delivery is configured (VAPID keys) but its library cannot be loaded. Fatal at start. */
export class WebPushUnavailableError extends StrongroomError {
  override name = 'WebPushUnavailableError'
}
