import { SafeAppProvider } from '@safe-global/safe-apps-provider'
import SafeAppsSDK, { getSDKVersion } from '@safe-global/safe-apps-sdk'
import type { EIP1193Provider } from 'viem'
import { startSampleApp } from './startSampleApp'
import './sampleApp.css'

// The page built with Safe Apps SDK 9.1.0 and the provider release built for it.
const sdk = new SafeAppsSDK()
startSampleApp({
  sdkVersion: getSDKVersion(),
  sdk,
  createProvider: (safe) => new SafeAppProvider(safe, sdk) as unknown as EIP1193Provider,
})
