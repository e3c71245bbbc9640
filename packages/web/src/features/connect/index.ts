export { AccountPlaceholder } from './AccountPlaceholder'
export { ConnectButtonLookalike } from './ConnectButtonLookalike'
export { ConnectedAddress } from './ConnectedAddress'
export { ConnectionErrorNotice } from './ConnectionErrorNotice'
export { ConnectModalOpener } from './ConnectModalOpener'
export { type AppWagmiConfig, createWagmiConfig } from './createWagmiConfig'
export { APP_NAME, createWalletConnectors, type WalletConnectors } from './createWalletConnectors'
export {
  type ConnectionErrorDescription,
  describeConnectionError,
  switchingNotSupportedMessage,
} from './describeConnectionError'
export { RainbowKitThemeRoot } from './RainbowKitThemeRoot'
export { WalletSdkPreloader } from './WalletSdkPreloader'
export { WalletStatus } from './WalletStatus'
export { WRONG_NETWORK_MESSAGE, WrongNetworkBanner } from './WrongNetworkBanner'
