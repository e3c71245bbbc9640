export { NotificationNamesSync } from './NotificationNamesSync'
export { NotificationsSettings } from './NotificationsSettings'
