import { useEffect } from 'react'
import { preloadSafeScreen, sectionTabs } from '../../../app/routes'

/**
 * Fetches the code of the Transactions section's other tabs (queue, history, messages) once the browser is idle after
 * one of them opened, so switching tabs shows the next screen without waiting for its download.
 */
export function usePreloadTransactionScreens(): void {
  useEffect(() => {
    const preload = () => {
      for (const tab of sectionTabs('transactions')) preloadSafeScreen(tab.name)
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 200)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(preload, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }, [])
}
