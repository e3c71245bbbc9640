import { lazy } from 'react'
import type { PlannedScreenTitle } from './PlannedScreen'

/**
 * The screen of a reserved URL whose feature is not built yet: it answers with a plain sentence saying so rather
 * than "page not found", so the link can be shared and bookmarked now. Loaded with its route, like any screen.
 */
export function placeholderScreen(title: PlannedScreenTitle) {
  return lazy(() =>
    import('./PlannedScreen').then(({ PlannedScreen }) => ({
      default: (_props: object) => <PlannedScreen title={title} />,
    })),
  )
}
