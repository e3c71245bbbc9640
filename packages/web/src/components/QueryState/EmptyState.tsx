import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import './QueryState.css'

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** One sentence: what is not there yet and what to do next. */
  children: ReactNode
  /** The next step itself: a link or a button ("Receive", "New transaction"). */
  action?: ReactNode
  /** A picture of what would be listed (decorative). */
  icon?: LucideIcon
  /** For tests that look for this empty state. */
  testId?: string
}

/** What a list shows while it has nothing: its picture, a sentence saying what to do next, and the action to do it. */
export function EmptyState({ children, action, icon: Icon, testId }: EmptyStateProps) {
  return (
    <div className="empty-state" data-testid={testId}>
      {Icon && <Icon className="empty-state__icon" size={28} aria-hidden="true" />}
      <p className="empty-state__text">{children}</p>
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  )
}
