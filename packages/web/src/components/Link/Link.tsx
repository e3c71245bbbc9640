import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { appHistory } from '../../lib/appHistory'

/** Props of {@link Link}: an anchor whose `href` is an app path. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

/**
 * An in-app link: a real `<a href>` (so it can be opened in a new tab, copied and read by screen readers) that moves
 * with the History API on a plain left click instead of reloading the page.
 */
export function Link({ href, replace, onClick, target, ...rest }: LinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return
    // Modified clicks keep their browser meaning (new tab, new window, download).
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    appHistory.navigate(href, { replace: replace ?? false })
  }
  return <a href={href} target={target} onClick={handleClick} {...rest} />
}
