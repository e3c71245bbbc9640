/**
 * This browser's `localStorage`, or undefined where the browser refuses it: with storage disabled (all cookies
 * blocked, some privacy modes, sandboxed frames) merely reading the property throws a SecurityError, and a store
 * created with it would fail the page. Every store of the app takes its storage from here; without one, choices hold
 * for the page only.
 */
export function browserStorage(): Storage | undefined {
  try {
    if (typeof localStorage === 'undefined') return undefined
    const storage = localStorage
    storage.getItem('')
    return storage
  } catch {
    return undefined
  }
}
