import { RuntimeConfigContext } from '../hooks/useRuntimeConfig'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { AppProviders } from './AppProviders'
import { AppRoutes } from './AppRoutes'
import { AppShell } from './AppShell'

/** The application once the runtime configuration is known: providers, the shell, and the screen of the URL. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <AppProviders config={config}>
      <RuntimeConfigContext.Provider value={config}>
        <AppShell>
          <AppRoutes />
        </AppShell>
      </RuntimeConfigContext.Provider>
    </AppProviders>
  )
}
