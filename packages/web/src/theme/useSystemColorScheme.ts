import { useSyncExternalStore } from 'react'

/** The colour scheme the user picks when the app follows the system. */
export type ColorScheme = 'light' | 'dark'

const QUERY = '(prefers-color-scheme: dark)'

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

function getSnapshot(): ColorScheme {
  return typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches ? 'dark' : 'light'
}

/** The operating system's light/dark setting, updated live when it changes. */
export function useSystemColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, getSnapshot, () => 'light')
}
