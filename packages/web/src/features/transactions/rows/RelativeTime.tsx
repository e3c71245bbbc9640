import { useState } from 'react'
import { formatRelativeTime } from './formatRelativeTime'
import { useNow } from './useNow'

const exactFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' })

/**
 * When something happened, relative to now ("5 minutes ago"), in a `<time>` carrying the exact moment: in its
 * `dateTime`, in its title (shown on hover) and as its text while it has the keyboard's focus.
 */
export function RelativeTime({ timestamp, className }: { timestamp: number; className?: string }) {
  const now = useNow()
  const [focused, setFocused] = useState(false)
  const exact = exactFormat.format(timestamp)
  return (
    <time
      className={['relative-time', className].filter(Boolean).join(' ')}
      dateTime={new Date(timestamp).toISOString()}
      title={exact}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users, as hover does to a mouse
      tabIndex={0}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      data-testid="relative-time"
    >
      {focused ? exact : formatRelativeTime(timestamp, now)}
    </time>
  )
}
