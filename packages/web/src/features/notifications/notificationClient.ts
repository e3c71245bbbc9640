import { version } from '../../../package.json'
import type { NotificationClient } from './registerSafeNotifications'

/** This web app as a notification client: the site it runs on, its version, and build number 0 (it has none). */
export function notificationClient(location: Pick<Location, 'host'> = window.location): NotificationClient {
  return { bundle: location.host, version, buildNumber: '0' }
}
