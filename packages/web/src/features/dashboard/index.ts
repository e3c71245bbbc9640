import { lazy } from 'react'

// Only the lazy screen: the app shell imports this file, and static exports would join the landing page.
/** A Safe's dashboard (lazy). */
export const DashboardPage = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardPage })))
