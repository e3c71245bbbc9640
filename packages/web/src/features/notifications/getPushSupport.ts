/**
 * Whether this browser can receive Web Push notifications for the app: `supported`; `insecure-context` on a plain
 * http:// origin other than localhost (browsers offer service workers only to secure contexts); `unsupported` when it
 * lacks service workers, the Push API or notifications (some in-app browsers, older Safari).
 */
export type PushSupport = 'supported' | 'insecure-context' | 'unsupported'

/** Reads {@link PushSupport} from `scope` (the window). */
export function getPushSupport(scope: Window = window): PushSupport {
  if (scope.isSecureContext === false) return 'insecure-context'
  const complete = 'serviceWorker' in scope.navigator && 'PushManager' in scope && 'Notification' in scope
  return complete ? 'supported' : 'unsupported'
}
