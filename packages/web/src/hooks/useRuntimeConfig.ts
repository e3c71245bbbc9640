import { createContext, useContext } from 'react'
import type { RuntimeConfig } from '../lib/parseRuntimeConfig'

/** The deployment's runtime configuration, provided once by the app shell. */
export const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined)

/**
 * The validated `/config.json` of this deployment (chain, RPC and gateway URLs).
 * @throws {Error} when rendered outside the app shell, a programming mistake.
 */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext)
  if (!config) throw new Error('useRuntimeConfig() needs a RuntimeConfigContext provider (see app/App.tsx)')
  return config
}
