import { useSyncExternalStore } from 'react'
import { appHistory } from '../lib/appHistory'

/** The current URL's path and query string. */
export interface AppLocation {
  pathname: string
  /** `?…`, or '' without one. */
  search: string
}

const getPath = () => appHistory.getPath()

/** The current URL (path and query); re-renders on every navigation (links, back/forward). */
export function useLocation(): AppLocation {
  // The snapshot is a string so that it is stable between renders; it is split after.
  const path = useSyncExternalStore(appHistory.subscribe, getPath)
  const query = path.indexOf('?')
  return query === -1 ? { pathname: path, search: '' } : { pathname: path.slice(0, query), search: path.slice(query) }
}
