import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { DataSettings } from '../browser-data'
import { NotificationsSettings } from '../notifications'
import { AppearanceSettings } from './AppearanceSettings'
import { NetworkSettings } from './NetworkSettings'
import { SigningSettings } from './SigningSettings'
import './preferences.css'

/**
 * The app's preferences, at `/settings` under the navigation label "Settings" as visitors know it: appearance,
 * the network of each chain served (its RPC URL), signing, notifications and this browser's data.
 */
export function PreferencesScreen() {
  const config = useRuntimeConfig()
  return (
    <div className="preferences">
      <h1>Settings</h1>
      <AppearanceSettings />
      {config.chains.map((chain) => (
        <NetworkSettings
          key={chain.chainId}
          chainId={chain.chainId}
          chainName={chain.chainName}
          defaultRpcUrl={chain.rpcUrl}
        />
      ))}
      <SigningSettings />
      <NotificationsSettings />
      <DataSettings />
    </div>
  )
}
