import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { NotificationsSettings } from '../notifications'
import { AppearanceSettings } from './AppearanceSettings'
import { NetworkSettings } from './NetworkSettings'
import { SigningSettings } from './SigningSettings'
import './preferences.css'

/**
 * The app's preferences, at `/settings` under the navigation label "Settings" as visitors know it: appearance,
 * network, signing and notifications.
 */
export function PreferencesScreen() {
  const config = useRuntimeConfig()
  return (
    <div className="preferences">
      <h1>Settings</h1>
      <AppearanceSettings />
      <NetworkSettings chainId={config.chainId} chainName={config.chainName} defaultRpcUrl={config.rpcUrl} />
      <SigningSettings />
      <NotificationsSettings />
    </div>
  )
}
