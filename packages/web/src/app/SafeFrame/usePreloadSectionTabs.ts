import { useEffect } from 'react'
import type { SafeRouteName, SafeSection } from '../paths'
import { sectionTabs } from '../paths'
import { preloadSafeScreen } from '../screens'

/**
 * Fetches the code of the open section's tabs (Queue, History, Messages…; Setup, Modules, Safe Apps) once the browser
 * is idle after one of them opened, so switching tabs shows the next screen without waiting for its download. A
 * section of one screen preloads nothing.
 */
export function usePreloadSectionTabs(
  section: SafeSection,
  preload: (name: SafeRouteName) => void = preloadSafeScreen,
): void {
  useEffect(() => {
    const tabs = sectionTabs(section)
    if (tabs.length === 0) return
    const preloadTabs = () => {
      for (const tab of tabs) preload(tab.name)
    }
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preloadTabs, 200)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(preloadTabs, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }, [section, preload])
}
