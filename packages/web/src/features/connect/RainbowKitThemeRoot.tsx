import { cssObjectFromTheme, type lightTheme } from '@rainbow-me/rainbowkit'
import { type ReactNode, useLayoutEffect } from 'react'

/** One resolved RainbowKit theme (the app picks light or dark itself, see createRainbowTheme). */
export type RainbowKitTheme = ReturnType<typeof lightTheme>

/**
 * Gives RainbowKit its theme without the `<style>` element RainbowKitProvider would render (give it `theme={null}`):
 * the Content-Security-Policy admits no inline styles (docs/web-security.md). The theme's CSS variables are set on the
 * document root through the CSSOM, which the policy does not restrict, so the connect button under this root and the
 * modals RainbowKit portals to `<body>` both inherit them. The `data-rk` wrapper scopes RainbowKit's reset styles, as
 * the provider's own wrapper would.
 */
export function RainbowKitThemeRoot({ theme, children }: { theme: RainbowKitTheme; children: ReactNode }) {
  useLayoutEffect(() => {
    const style = document.documentElement.style
    const variables = cssObjectFromTheme(theme)
    for (const [name, value] of Object.entries(variables)) style.setProperty(name, value)
    return () => {
      for (const name of Object.keys(variables)) style.removeProperty(name)
    }
  }, [theme])
  return <div data-rk="">{children}</div>
}
