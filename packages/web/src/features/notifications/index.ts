export { NotificationsSettings } from './NotificationsSettings'
