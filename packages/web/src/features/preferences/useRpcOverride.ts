import { useCallback, useSyncExternalStore } from 'react'
import { type RpcOverridesStore, rpcOverridesStore } from './rpcOverridesStore'

/** The user's RPC URL for `chainId` (undefined: the deployment's) and a setter that validates and persists it. */
export function useRpcOverride(
  chainId: number,
  store: RpcOverridesStore = rpcOverridesStore(),
): [string | undefined, (url: string | undefined) => void] {
  const overrides = useSyncExternalStore(store.subscribe, store.get, store.get)
  const set = useCallback((url: string | undefined) => store.set(chainId, url), [store, chainId])
  return [overrides[String(chainId)], set]
}
