/**
 * The methods a Safe App may call on its host through the Safe Apps bridge (docs/safe-apps-bridge.md §2). The names
 * are the SDK's `Methods` enum values; a request naming anything else is answered with an error, never ignored.
 */
export const BRIDGE_METHODS = [
  'sendTransactions',
  'rpcCall',
  'getChainInfo',
  'getSafeInfo',
  'getTxBySafeTxHash',
  'getSafeBalances',
  'signMessage',
  'signTypedMessage',
  'getEnvironmentInfo',
  'getOffChainSignature',
  'requestAddressBook',
  'wallet_getPermissions',
  'wallet_requestPermissions',
] as const

/** One method of the Safe Apps bridge. */
export type BridgeMethod = (typeof BRIDGE_METHODS)[number]

/** Methods an app may call only once the user granted it the permission of the same name. */
export const RESTRICTED_BRIDGE_METHODS = ['requestAddressBook'] as const

/** A method that needs a permission. */
export type RestrictedBridgeMethod = (typeof RESTRICTED_BRIDGE_METHODS)[number]

const KNOWN = new Set<string>(BRIDGE_METHODS)
const RESTRICTED = new Set<string>(RESTRICTED_BRIDGE_METHODS)

/** Whether `name` is one of the bridge's methods. */
export function isBridgeMethod(name: string): name is BridgeMethod {
  return KNOWN.has(name)
}

/** Whether `name` is a method that needs a permission. */
export function isRestrictedBridgeMethod(name: string): name is RestrictedBridgeMethod {
  return RESTRICTED.has(name)
}
