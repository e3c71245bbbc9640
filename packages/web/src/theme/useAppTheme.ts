import { useMemo } from 'react'
import { createRainbowTheme } from './createRainbowTheme'
import { useDocumentTheme } from './useDocumentTheme'

/** Applies the appearance choices to the document (see useDocumentTheme) and returns the matching RainbowKit theme. */
export function useAppTheme() {
  const { scheme, preferences } = useDocumentTheme()
  const rainbowTheme = useMemo(() => createRainbowTheme(scheme, preferences.accent), [scheme, preferences.accent])
  return { scheme, preferences, rainbowTheme }
}
