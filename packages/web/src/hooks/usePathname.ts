import { useSyncExternalStore } from 'react'
import { appHistory } from '../lib/appHistory'

const getPathname = () => window.location.pathname

/** The current URL path; re-renders on every navigation (links, back/forward). */
export function usePathname(): string {
  return useSyncExternalStore(appHistory.subscribe, getPathname)
}
