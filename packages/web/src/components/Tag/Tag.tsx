import type { HTMLAttributes } from 'react'
import './Tag.css'

/** Props of {@link Tag}. */
export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * `owner`: accent, for what the user holds; `warning`: something needs attention; `success`: done or enough;
   * `danger`: failed.
   */
  tone?: 'neutral' | 'owner' | 'warning' | 'success' | 'danger'
}

/** A short fact as a rounded label ("2/3 owners", "Read-only", "Not up to date"). */
export function Tag({ tone = 'neutral', className, ...rest }: TagProps) {
  const classes = ['tag', tone === 'neutral' ? undefined : `tag--${tone}`, className].filter(Boolean).join(' ')
  return <span className={classes} {...rest} />
}
