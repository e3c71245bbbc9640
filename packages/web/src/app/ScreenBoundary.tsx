import { type ReactNode, Suspense } from 'react'
import { Banner } from '../components/Banner'
import { Button } from '../components/Button'
import { ErrorBoundary } from '../components/ErrorBoundary'
import { LoadingState, SkeletonScreen } from '../components/Skeleton'

/**
 * Contains one screen: a render error or a screen whose code fails to load shows a retry in its place, and a screen
 * still loading says so. `screenKey` starts it afresh when it changes (another screen).
 */
export function ScreenBoundary({ screenKey, children }: { screenKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      key={screenKey}
      fallback={(retry) => (
        <Banner tone="danger" title="This screen could not be shown.">
          <p>Its code may have failed to download. Check the connection and try again.</p>
          <Button size="small" onClick={retry}>
            Try again
          </Button>
        </Banner>
      )}
    >
      <Suspense
        fallback={
          <LoadingState label="Loading…">
            <SkeletonScreen />
          </LoadingState>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  )
}
