import { NOTIFICATIONS_SERVICE_WORKER_URL } from './subscribeToPush'

/**
 * The Cache API cache holding the names the notifications service worker shows (public/notifications-sw.js reads it
 * under the same name). A worker cannot read localStorage; both can reach the Cache API.
 */
export const NOTIFICATION_NAMES_CACHE = 'strongroom-notification-names'

/** Lower-case address → the name shown for it on one chain. */
export type NotificationNames = Readonly<Record<string, string>>

/** Where the names of `chainId` are kept: beside the worker's script, as the worker resolves it. */
export function notificationNamesUrl(chainId: number, origin = globalThis.location.origin): string {
  return new URL(`notification-names/${chainId}.json`, new URL(NOTIFICATIONS_SERVICE_WORKER_URL, origin)).href
}

/** This browser's CacheStorage, or undefined where it has none (an insecure page, a test without it). */
function cacheStorage(): CacheStorage | undefined {
  try {
    return typeof caches === 'undefined' ? undefined : caches
  } catch {
    return undefined
  }
}

/**
 * Keeps `names` for the worker's notifications of `chainId`, or removes the chain's copy when `names` is null (this
 * browser receives no notifications of the chain). A browser that refuses the cache (storage disabled) keeps nothing:
 * its notifications then show addresses.
 */
export async function saveNotificationNames(
  chainId: number,
  names: NotificationNames | null,
  storage: CacheStorage | undefined = cacheStorage(),
): Promise<void> {
  if (!storage) return
  const url = notificationNamesUrl(chainId)
  try {
    if (names === null) {
      if (await storage.has(NOTIFICATION_NAMES_CACHE)) await (await storage.open(NOTIFICATION_NAMES_CACHE)).delete(url)
      return
    }
    const cache = await storage.open(NOTIFICATION_NAMES_CACHE)
    await cache.put(url, new Response(JSON.stringify(names), { headers: { 'content-type': 'application/json' } }))
  } catch {
    // Quota exceeded or storage refused: the notifications show addresses, nothing else depends on it.
  }
}
