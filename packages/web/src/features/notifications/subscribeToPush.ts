import { vapidKeyToBytes } from './vapidKeyToBytes'

/** The service worker that shows the gateway's pushes (public/notifications-sw.js), for every page of the app. */
export const NOTIFICATIONS_SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}notifications-sw.js`

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index])
}

/**
 * This browser's push subscription for the app, made with the gateway's VAPID key: registers the notifications
 * service worker, waits until it is active (the Push API needs an active worker) and reuses the subscription it holds
 * unless `renew` is set or it was made with another key, which the push service would refuse pushes under. Ask for
 * the notification permission (requestNotificationPermission) first, while the click that asked is fresh.
 */
export async function subscribeToPush({
  vapidPublicKey,
  renew,
  container = navigator.serviceWorker,
}: {
  /** The gateway's VAPID public key, base64url (runtime config `vapidPublicKey`). */
  vapidPublicKey: string
  /** Drop the subscription the browser holds and make a new one (a new device must not reuse another's token). */
  renew: boolean
  container?: ServiceWorkerContainer
}): Promise<PushSubscription> {
  const applicationServerKey = vapidKeyToBytes(vapidPublicKey)
  await container.register(NOTIFICATIONS_SERVICE_WORKER_URL)
  const registration = await container.ready
  const existing = await registration.pushManager.getSubscription()
  if (existing && !renew && sameKey(existing.options.applicationServerKey, applicationServerKey)) return existing
  if (existing) await existing.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
}
