import { vi } from 'vitest'
import source from '../../../../public/notifications-sw.js?raw'

type Listener = (event: unknown) => void

/**
 * Runs public/notifications-sw.js against a stand-in for its ServiceWorkerGlobalScope: happy-dom has no service
 * workers, and the pushes themselves come from a push service outside this machine. `caches` is the Cache API the page
 * leaves the names in (notificationNamesCache.ts); `origin` the site the worker is served from.
 */
export function loadNotificationsWorker(
  openWindows: { url: string; focus: () => Promise<unknown> }[] = [],
  { caches, origin = 'https://wallet.test' }: { caches?: CacheStorage; origin?: string } = {},
) {
  const listeners = new Map<string, Listener>()
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async (_title: string, _options: NotificationOptions) => undefined) },
    clients: {
      matchAll: vi.fn(async () => openWindows),
      openWindow: vi.fn(async (_url: string) => null),
    },
    location: new URL('/notifications-sw.js', origin),
    caches,
  }
  // The script reads its scope as `self`, as a worker does.
  new Function('self', source)(scope)

  const dispatch = async (type: string, event: object) => {
    const pending: Promise<unknown>[] = []
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) })
    await Promise.all(pending)
  }
  const push = (data: string | null) =>
    dispatch('push', { data: data === null ? null : { json: () => JSON.parse(data), text: () => data } })
  return { scope, push, dispatch }
}
