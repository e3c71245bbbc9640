import type { ReactNode } from 'react'
import './Banner.css'

/** Props of {@link Banner}. */
export interface BannerProps {
  tone: 'info' | 'warning' | 'danger'
  title?: string
  children?: ReactNode
  /** For tests and journeys. */
  testId?: string
}

/**
 * A notice across a screen. Warnings and dangers are `role="alert"` (read out when they appear), info is
 * `role="status"`.
 */
export function Banner({ tone, title, children, testId }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'info' ? 'status' : 'alert'} data-testid={testId}>
      {title && <p className="banner__title">{title}</p>}
      {children && <div className="banner__body">{children}</div>}
    </div>
  )
}
