import { useCallback, useMemo } from 'react'
import { useStoredState } from '../../hooks/useStoredState'
import { safeAppUrlKey } from './safeAppUrlKey'

/** Where the pinned apps are kept (this browser): their addresses. */
export const PINNED_SAFE_APPS_KEY = 'strongroom.safeApps.pinned'

const MAX_PINNED = 100

const parsePinned = (stored: unknown): string[] | undefined =>
  Array.isArray(stored)
    ? stored
        .filter((url): url is string => typeof url === 'string' && safeAppUrlKey(url) !== undefined)
        .slice(0, MAX_PINNED)
    : undefined
const NONE: string[] = []

/** The apps the user pinned to the top of the list, and a way to pin or unpin one. */
export function usePinnedSafeApps(): { isPinned(url: string): boolean; toggle(url: string): void } {
  const [pinned, setPinned] = useStoredState(PINNED_SAFE_APPS_KEY, parsePinned, NONE)
  const keys = useMemo(() => new Set(pinned.map(safeAppUrlKey)), [pinned])
  const isPinned = useCallback((url: string) => keys.has(safeAppUrlKey(url)), [keys])
  const toggle = useCallback(
    (url: string) => {
      const key = safeAppUrlKey(url)
      setPinned(
        keys.has(key) ? pinned.filter((entry) => safeAppUrlKey(entry) !== key) : [...pinned, url].slice(-MAX_PINNED),
      )
    },
    [keys, pinned, setPinned],
  )
  return { isPinned, toggle }
}
