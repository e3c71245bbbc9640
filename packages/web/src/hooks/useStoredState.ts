import { useCallback, useMemo, useSyncExternalStore } from 'react'

// Same-tab writers notify here; other tabs arrive through the `storage` event.
const listeners = new Map<string, Set<() => void>>()

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    // Storage disabled (privacy mode): behave as empty.
    return null
  }
}

function subscribeTo(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set()
  listeners.set(key, set)
  set.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    set.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * A value kept in localStorage under `key` as JSON, shared by every component using the same key and updated when
 * another tab changes it. Stored data is untrusted (older versions, hand edits): `parse` turns it into a value or
 * returns undefined, and then `fallback` is used.
 */
export function useStoredState<T>(
  key: string,
  parse: (stored: unknown) => T | undefined,
  fallback: T,
): [T, (next: T) => void] {
  const subscribe = useCallback((listener: () => void) => subscribeTo(key, listener), [key])
  // The raw string is a stable snapshot; parsing happens once per change.
  const raw = useSyncExternalStore(subscribe, () => readRaw(key))
  const value = useMemo(() => {
    if (raw === null) return fallback
    try {
      return parse(JSON.parse(raw)) ?? fallback
    } catch {
      return fallback
    }
  }, [raw, parse, fallback])
  const setValue = useCallback(
    (next: T) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Quota exceeded or storage disabled: nothing to keep, nothing to notify.
        return
      }
      for (const listener of listeners.get(key) ?? []) listener()
    },
    [key],
  )
  return [value, setValue]
}
