import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { NotificationsSettings } from '../notifications'
import { AppearanceSettings } from './AppearanceSettings'
import { NetworkSettings } from './NetworkSettings'
import { SigningSettings } from './SigningSettings'
import './settings.css'

/** The settings screen: appearance, network, signing and notifications. */
export function SettingsScreen() {
  const config = useRuntimeConfig()
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <AppearanceSettings />
      <NetworkSettings chainId={config.chainId} chainName={config.chainName} defaultRpcUrl={config.rpcUrl} />
      <SigningSettings />
      <NotificationsSettings />
    </div>
  )
}
