import { useContext, useEffect } from 'react'
import { PageTitleContext } from './PageTitleContext'

/**
 * Sets the document title to `<title> · <Safe name> · Strongroom` while the screen is shown (the Safe's part from
 * {@link PageTitleContext}, inside a Safe); screen readers announce it.
 */
export function usePageTitle(title: string): void {
  const place = useContext(PageTitleContext)
  useEffect(() => {
    document.title = [title, place, 'Strongroom'].filter(Boolean).join(' · ')
  }, [title, place])
}
