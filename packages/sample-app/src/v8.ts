import { SafeAppProvider } from 'safe-apps-provider-8'
import SafeAppsSDKExports, { getSDKVersion } from 'safe-apps-sdk-8'
import type { EIP1193Provider } from 'viem'
import { startSampleApp } from './startSampleApp'
import './sampleApp.css'

// The page built with Safe Apps SDK 8.1.0 (the release the spec names) and the provider release built for it.
// This release is CommonJS only. This package is an ES module, so the bundler follows Node's interop, where the default
// import is the whole `exports` object and the class is its `default`; a bundler without it hands over the class.
const SafeAppsSDK8 = (
  'default' in SafeAppsSDKExports ? SafeAppsSDKExports.default : SafeAppsSDKExports
) as typeof SafeAppsSDKExports
const sdk = new SafeAppsSDK8()
startSampleApp({
  sdkVersion: getSDKVersion(),
  sdk,
  createProvider: (safe) => new SafeAppProvider(safe, sdk) as unknown as EIP1193Provider,
})
