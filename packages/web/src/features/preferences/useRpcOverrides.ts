import { useSyncExternalStore } from 'react'
import { type RpcOverridesStore, rpcOverridesStore } from './rpcOverridesStore'

/** The user's RPC URLs of every chain that has one, by chain id (decimal string); the deployment's for the others. */
export function useRpcOverrides(store: RpcOverridesStore = rpcOverridesStore()): Readonly<Record<string, string>> {
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}
