// The wallet connection's public face. The landing page's light shell (app/App.tsx) imports its placeholders by file
// instead, so as not to carry the wallet stack (docs/landing-page.md).
export { AccountAvatar } from './AccountAvatar'
export { ConnectModalOpener } from './ConnectModalOpener'
export { createWagmiConfig, type WagmiChain } from './createWagmiConfig'
export { APP_NAME } from './createWalletConnectors'
export { describeConnectionError } from './describeConnectionError'
export { RainbowKitThemeRoot } from './RainbowKitThemeRoot'
export { storedWalletConnectionAtPageLoad } from './readStoredWalletConnection'
export { WalletSdkPreloader } from './WalletSdkPreloader'
export { WalletStatus } from './WalletStatus'
export { WrongNetworkBanner } from './WrongNetworkBanner'
