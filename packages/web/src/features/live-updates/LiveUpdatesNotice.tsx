import { useContext } from 'react'
import { Tag } from '../../components/Tag'
import { SafeStreamContext } from '../../hooks/useSafeStreamStatus'

/**
 * "Live updates paused — reconnecting" while the Safe's event stream is down (its data is polled meanwhile), inside a
 * live region that exists from the start, so screen readers announce the change both ways. Empty otherwise; the
 * stream's status is in `data-status` for journeys that wait for it.
 */
export function LiveUpdatesNotice() {
  const status = useContext(SafeStreamContext)?.status
  return (
    <span role="status" aria-live="polite" className="live-updates-notice" data-status={status}>
      {status === 'reconnecting' && (
        <Tag
          tone="warning"
          data-testid="live-updates-paused"
          title="The data on this screen is refreshed every 15 seconds until the connection is back."
        >
          Live updates paused — reconnecting…
        </Tag>
      )}
    </span>
  )
}
