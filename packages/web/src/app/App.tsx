import { WalletStatus } from '../features/connect'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'
import { AppProviders } from './AppProviders'

/** The application shell once the runtime configuration is known. */
export function App({ config }: { config: RuntimeConfig }) {
  return (
    <AppProviders config={config}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <a className="app-header__brand" href="/">
          Strongroom
        </a>
        <WalletStatus />
      </header>
      <main id="main" className="app-main">
        <h1>Your Safe accounts, on your own server</h1>
        <p>
          Connect a wallet to work with Safe multisig accounts on <strong>{config.chainName}</strong>.
        </p>
      </main>
    </AppProviders>
  )
}
