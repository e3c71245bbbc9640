// The app's preferences in this browser (appearance, RPC override, blind signing) and their sync with the gateway's
// user settings. A Safe's own settings (owners, threshold, modules) are features/safe-settings.
export { UserSettingsSync } from './UserSettingsSync'
export { BLIND_SIGNING_STORAGE_KEY, useBlindSigning } from './useBlindSigning'
export { useRpcOverride } from './useRpcOverride'
export { useRpcOverrides } from './useRpcOverrides'
