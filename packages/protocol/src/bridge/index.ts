export {
  BRIDGE_METHODS,
  type BridgeMethod,
  isBridgeMethod,
  isRestrictedBridgeMethod,
  RESTRICTED_BRIDGE_METHODS,
  type RestrictedBridgeMethod,
} from './bridgeMethods'
export {
  BRIDGE_ERROR_TEXTS,
  type BridgeParams,
  bridgeParamsSchemas,
  MAX_BRIDGE_CALLDATA_BYTES,
  MAX_BRIDGE_MESSAGE_LENGTH,
  MAX_BRIDGE_TRANSACTIONS,
  MAX_RPC_CALL_PARAMS,
} from './bridgeParamsSchemas'
export { BRIDGE_HOST_SDK_VERSION, type BridgeResponse, bridgeError, bridgeSuccess } from './bridgeResponse'
export {
  type BridgeRequest,
  type BridgeRequestVerdict,
  MAX_BRIDGE_MESSAGE_DEPTH,
  MAX_BRIDGE_MESSAGE_VALUES,
  parseBridgeRequest,
} from './parseBridgeRequest'
export { isSdkVersionAtLeast, parseSdkVersion, type SdkVersion } from './parseSdkVersion'
export {
  SAFE_APPS_READ_ONLY_RPC_METHODS,
  SAFE_SET_SETTINGS,
  type SafeAppsReadOnlyRpcMethod,
} from './safeAppsRpcMethods'
