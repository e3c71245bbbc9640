/** Options of {@link appHistory}.navigate. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing a new one (redirects, form steps). */
  replace?: boolean
}

// popstate fires only for back/forward; pushState and replaceState are silent, so navigate() notifies by itself.
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * The browser history as the app's router sees it: the current path, a way to move, and change notifications in the
 * shape `useSyncExternalStore` expects. Paths are same-origin (`/dev:0x…/assets`); the server answers index.html for
 * any of them, so every route can be shared and reloaded.
 */
export const appHistory = {
  /** `pathname` + `search` of the current entry. */
  getPath(): string {
    return window.location.pathname + window.location.search
  },

  /** Calls `listener` after every navigation, from {@link appHistory.navigate} or the back/forward buttons. */
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener('popstate', notify)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('popstate', notify)
    }
  },

  /** Goes to `to` (a same-origin path) without reloading the page. */
  navigate(to: string, options: NavigateOptions = {}): void {
    const url = new URL(to, window.location.href)
    if (url.origin !== window.location.origin)
      throw new RangeError(`navigate() only moves within the app, not to ${to}`)
    const path = url.pathname + url.search + url.hash
    if (options.replace) window.history.replaceState(null, '', path)
    else window.history.pushState(null, '', path)
    notify()
  },
}
