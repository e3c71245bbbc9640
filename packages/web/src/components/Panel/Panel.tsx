import { type ReactNode, useId } from 'react'
import './Panel.css'

/** Props of {@link Panel}. */
export interface PanelProps {
  title: string
  /** Controls shown beside the title (a currency selector, a "View all" link). */
  actions?: ReactNode
  children: ReactNode
  className?: string
}

/** A titled card: one widget of a screen, a landmark region named by its heading. */
export function Panel({ title, actions, children, className }: PanelProps) {
  const headingId = useId()
  return (
    <section className={className ? `panel ${className}` : 'panel'} aria-labelledby={headingId}>
      <header className="panel__header">
        <h2 id={headingId} className="panel__title">
          {title}
        </h2>
        {actions && <div className="panel__actions">{actions}</div>}
      </header>
      {children}
    </section>
  )
}
