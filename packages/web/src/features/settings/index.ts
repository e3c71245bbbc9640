export { AppearanceSettings } from './AppearanceSettings'
export { NetworkSettings } from './NetworkSettings'
export { parseRpcUrl } from './parseRpcUrl'
export {
  createRpcOverridesStore,
  RPC_OVERRIDES_STORAGE_KEY,
  type RpcOverridesStore,
  rpcOverridesStore,
} from './rpcOverridesStore'
export { UserSettingsSync } from './UserSettingsSync'
export { BLIND_SIGNING_STORAGE_KEY, useBlindSigning } from './useBlindSigning'
export { useRpcOverride } from './useRpcOverride'
