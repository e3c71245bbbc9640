// First: later modules may parse with zod while they load.
import './configureZod'
import '@rainbow-me/rainbowkit/styles.css'
import '../theme/global.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { loadRuntimeConfig } from './loadRuntimeConfig'
import { StartupErrorScreen } from './StartupErrorScreen'

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
    root.render(<StartupErrorScreen error={error} />)
  },
)
