/**
 * The node methods an app may call through `rpcCall`: reads only (docs/safe-apps-bridge.md §3). They are the SDK's
 * `RPC_CALLS` without `safe_setSettings`, which the host answers itself. Anything that signs or sends goes through
 * the bridge's own methods and the user's review, never through `rpcCall`.
 */
export const SAFE_APPS_READ_ONLY_RPC_METHODS = [
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
] as const

/** A node method an app may call through `rpcCall`. */
export type SafeAppsReadOnlyRpcMethod = (typeof SAFE_APPS_READ_ONLY_RPC_METHODS)[number]

/** The one `rpcCall` the host answers itself: the app's preference for off-chain signing. */
export const SAFE_SET_SETTINGS = 'safe_setSettings'
