import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Banner } from '../../components/Banner'
import { Button } from '../../components/Button'
import { SAFE_APP_SANDBOX, type SafeAppBrowserFeature, safeAppAllowAttribute } from './safeAppSandbox'
import './safeApps.css'

/** After this long without the app's load event the user is told it is slow. */
export const APP_SLOW_AFTER_MS = 15_000
/** After this long the app counts as failed to load. */
export const APP_FAILED_AFTER_MS = 30_000

/** Props of {@link AppFrame}. */
export interface AppFrameProps {
  /** The app's URL (http(s)); its origin is the only one the bridge talks to. */
  url: string
  /** The app's name from the registry or its manifest. */
  name: string
  /** Browser features the user granted this app. */
  allow?: readonly SafeAppBrowserFeature[]
  /** Receives the frame's window once it exists, and null when it goes: the bridge host listens for it. */
  onFrame?(frame: Window | null): void
  /** The way back (to the apps list). */
  onLeave(): void
  /** Controls of the host shown in the frame's header, beside the app's name (the session log). */
  actions?: ReactNode
}

type LoadState = 'loading' | 'slow' | 'loaded' | 'failed'

/**
 * A Safe App in a sandboxed iframe, with the app's name and origin always shown above it so the user knows who asks
 * for a signature; a loading state, a "taking too long" notice and an error with a way back. "Try again" loads the
 * app afresh.
 */
export function AppFrame(props: AppFrameProps) {
  const [attempt, setAttempt] = useState(0)
  return <AppFrameLoad key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />
}

function AppFrameLoad({
  url,
  name,
  allow = [],
  onFrame,
  onLeave,
  onRetry,
  actions,
}: AppFrameProps & { onRetry(): void }) {
  const frame = useRef<HTMLIFrameElement>(null)
  const [state, setState] = useState<LoadState>('loading')
  const origin = new URL(url).origin

  useEffect(() => {
    const slow = setTimeout(() => setState((current) => (current === 'loading' ? 'slow' : current)), APP_SLOW_AFTER_MS)
    const failed = setTimeout(
      () => setState((current) => (current === 'loaded' ? current : 'failed')),
      APP_FAILED_AFTER_MS,
    )
    onFrame?.(frame.current?.contentWindow ?? null)
    return () => {
      clearTimeout(slow)
      clearTimeout(failed)
      onFrame?.(null)
    }
  }, [onFrame])

  return (
    <section className="app-frame" aria-label={`${name} (${origin})`}>
      <header className="app-frame__header">
        <span className="app-frame__name" data-testid="app-name">
          {name}
        </span>
        <span className="app-frame__origin" data-testid="app-origin">
          {origin}
        </span>
        {actions}
        <Button size="small" variant="ghost" onClick={onLeave}>
          Back to apps
        </Button>
      </header>
      {state === 'loading' && (
        <p className="query-state" role="status">
          Loading {name}…
        </p>
      )}
      {state === 'slow' && (
        <Banner tone="warning" title={`${name} is taking long to load.`}>
          <p>It may be down or slow. Wait a little longer, or reload it.</p>
          <Button size="small" onClick={onRetry}>
            Reload the app
          </Button>
        </Banner>
      )}
      {state === 'failed' && (
        <Banner tone="danger" title={`${name} did not load.`} testId="app-failed">
          <p>Check that {origin} is reachable, then try again, or go back to the apps.</p>
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
          <Button size="small" variant="ghost" onClick={onLeave}>
            Back to apps
          </Button>
        </Banner>
      )}
      <iframe
        ref={frame}
        className="app-frame__iframe"
        title={name}
        src={url}
        sandbox={SAFE_APP_SANDBOX}
        allow={safeAppAllowAttribute(allow)}
        referrerPolicy="strict-origin"
        hidden={state === 'failed'}
        onLoad={() => {
          setState('loaded')
          onFrame?.(frame.current?.contentWindow ?? null)
        }}
      />
    </section>
  )
}
