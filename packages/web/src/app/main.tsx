// First: later modules may parse with zod while they load.
import './configureZod'
import '@rainbow-me/rainbowkit/styles.css'
import '../theme/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadRuntimeConfig } from './loadRuntimeConfig'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = createRoot(container)

loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    console.warn('Strongroom could not start:', error)
    // Only a failed start needs this screen: it loads then, not on every landing (docs/landing-page.md).
    import('./StartupErrorScreen').then(
      ({ StartupErrorScreen }) => root.render(<StartupErrorScreen error={error} />),
      () => {
        container.textContent = 'Strongroom could not start and could not download its error page. Reload the page.'
      },
    )
  },
)
