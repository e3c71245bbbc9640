import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from '../Link'
import './Tabs.css'

/** One tab: a link to a screen. */
export interface TabItem {
  id: string
  label: string
  href: string
  /** A decorative icon before the label (an icon of `lucide-react`). */
  icon?: ReactNode
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Names the navigation landmark ("Safe", "Transactions"). */
  label: string | undefined
  items: readonly TabItem[]
  /** The id of the tab of the screen shown. */
  current: string | undefined
  /** `secondary`: smaller tabs under a section's own tabs. */
  level?: 'primary' | 'secondary'
}

type Overflow = 'none' | 'start' | 'end' | 'both'

function overflowOf(list: HTMLElement): Overflow {
  const before = list.scrollLeft > 1
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
  return before && after ? 'both' : before ? 'start' : after ? 'end' : 'none'
}

/**
 * Navigation between the screens of one place, as a row of links (each tab is a real link that can be opened in a
 * new tab; the current one carries `aria-current="page"`). On a narrow screen the row scrolls sideways: a fade and an
 * arrow on the clipped side say there is more, and the current tab is scrolled into view.
 */
export function Tabs({ label, items, current, level = 'primary' }: TabsProps) {
  const list = useRef<HTMLUListElement>(null)
  const [overflow, setOverflow] = useState<Overflow>('none')

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current tab is scrolled into view.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const update = () => setOverflow(overflowOf(element))
    const active = element.querySelector<HTMLElement>('[aria-current="page"]')
    // Only sideways, within the row: the page itself must not jump.
    if (active && element.scrollWidth > element.clientWidth)
      element.scrollLeft = Math.max(0, active.offsetLeft - (element.clientWidth - active.offsetWidth) / 2)
    update()
    element.addEventListener('scroll', update, { passive: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined
    observer?.observe(element)
    return () => {
      element.removeEventListener('scroll', update)
      observer?.disconnect()
    }
  }, [current])

  return (
    <nav className={`tabs tabs--${level}`} aria-label={label} data-overflow={overflow}>
      <ul ref={list} className="tabs__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link className="tabs__tab" href={item.href} aria-current={item.id === current ? 'page' : undefined}>
              {item.icon}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {(overflow === 'end' || overflow === 'both') && (
        <span className="tabs__more tabs__more--end" aria-hidden="true">
          ›
        </span>
      )}
      {(overflow === 'start' || overflow === 'both') && (
        <span className="tabs__more tabs__more--start" aria-hidden="true">
          ‹
        </span>
      )}
    </nav>
  )
}
