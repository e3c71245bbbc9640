import { useEffect } from 'react'

/** Sets the document title to `<title> · Strongroom` while the screen is shown; screen readers announce it. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Strongroom` : 'Strongroom'
  }, [title])
}
