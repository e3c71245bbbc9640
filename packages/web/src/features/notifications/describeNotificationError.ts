import { UserRejectedRequestError, BaseError as ViemBaseError } from 'viem'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { NotificationsBlockedError } from './NotificationsBlockedError'

/** A short sentence about why turning notifications on or off failed; never a stack trace. */
export function describeNotificationError(error: unknown): string {
  if (error instanceof NotificationsBlockedError)
    return "Notifications are blocked for this site. Allow them in the browser's site settings, then try again."
  if (error instanceof ViemBaseError && error.walk((cause) => cause instanceof UserRejectedRequestError))
    return 'The wallet declined to sign, so nothing changed.'
  if (error instanceof GatewayError) {
    if (error.status === 401) return 'Your session has ended. Sign in again, then try again.'
    if (error.status === 403) return 'Only owners of this Safe who are signed in can change its notifications.'
    if (error.failure === 'unreachable') return 'The gateway could not be reached. Try again in a moment.'
    return `The gateway refused: ${error.message}`
  }
  // Push subscription failures are DOMExceptions: AbortError when the browser's push service is unreachable.
  if (error instanceof DOMException && error.name === 'AbortError')
    return "The browser's push service could not be reached. Check the connection and try again."
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return "Notifications are blocked for this site. Allow them in the browser's site settings, then try again."
  return 'Notifications could not be changed. Try again.'
}
