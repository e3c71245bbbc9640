export { AccountPlaceholder } from './AccountPlaceholder'
export { ConnectButtonLookalike } from './ConnectButtonLookalike'
export { ConnectModalOpener } from './ConnectModalOpener'
export { createWagmiConfig } from './createWagmiConfig'
export { APP_NAME } from './createWalletConnectors'
export {
  type ConnectionErrorDescription,
  describeConnectionError,
  switchingNotSupportedMessage,
} from './describeConnectionError'
export { RainbowKitThemeRoot } from './RainbowKitThemeRoot'
export { WalletSdkPreloader } from './WalletSdkPreloader'
export { WalletStatus } from './WalletStatus'
export { WrongNetworkBanner } from './WrongNetworkBanner'
