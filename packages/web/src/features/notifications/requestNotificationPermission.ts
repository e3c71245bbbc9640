import { NotificationsBlockedError } from './NotificationsBlockedError'

/**
 * Asks for the permission to show notifications (a prompt the first time). Call it first thing in the click handler:
 * browsers only prompt while the click that asked is fresh.
 * @throws {NotificationsBlockedError} when it is refused or blocked.
 */
export async function requestNotificationPermission(notification: typeof Notification = Notification): Promise<void> {
  const permission = notification.permission === 'granted' ? 'granted' : await notification.requestPermission()
  if (permission !== 'granted')
    throw new NotificationsBlockedError('Notifications are blocked for this site.', { details: { permission } })
}
