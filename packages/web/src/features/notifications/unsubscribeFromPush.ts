import { NOTIFICATIONS_SERVICE_WORKER_URL } from './subscribeToPush'

/** Ends this browser's push subscription for the app, if it has one: the push service then drops its address. */
export async function unsubscribeFromPush(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const registration = await container.getRegistration(NOTIFICATIONS_SERVICE_WORKER_URL)
  const subscription = await registration?.pushManager.getSubscription()
  await subscription?.unsubscribe()
}
