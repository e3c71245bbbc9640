import { Button } from '../Button'
import { Tag } from '../Tag'
import './StaleDataNotice.css'

/** Props of {@link StaleDataNotice}. */
export interface StaleDataNoticeProps {
  /** When the data on screen was loaded (epoch ms), if known. */
  updatedAt?: number | undefined
  /** Loads the data again. */
  onRetry?: (() => void) | undefined
}

/**
 * Marks data that is still on screen although its last update failed: the user sees it may be out of date, since
 * when, and can try again. A tag like the one of a paused live stream (features/live-updates).
 */
export function StaleDataNotice({ updatedAt, onRetry }: StaleDataNoticeProps) {
  const since =
    updatedAt && updatedAt > 0
      ? ` Shown as of ${new Date(updatedAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}.`
      : ''
  return (
    <p className="stale-data-notice" role="status" data-testid="stale-data-notice">
      <Tag tone="warning">Not up to date</Tag>
      <span>The latest update failed.{since}</span>
      {onRetry ? (
        <Button size="small" variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </p>
  )
}
