import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { AppearanceSettings } from './AppearanceSettings'
import { NetworkSettings } from './NetworkSettings'

/** The settings screen: appearance and network. */
export function SettingsScreen() {
  const config = useRuntimeConfig()
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <AppearanceSettings />
      <NetworkSettings chainId={config.chainId} chainName={config.chainName} defaultRpcUrl={config.rpcUrl} />
    </div>
  )
}
