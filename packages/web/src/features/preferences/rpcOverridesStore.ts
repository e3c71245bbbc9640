import { browserStorage } from '../../lib/browserStorage'
import { parseRpcUrl } from './parseRpcUrl'

/** localStorage key of the user's RPC URLs, by chain id. */
export const RPC_OVERRIDES_STORAGE_KEY = 'strongroom.rpcOverrides'

/** The user's own RPC URL per chain, replacing the deployment's; observable (shaped for useSyncExternalStore). */
export interface RpcOverridesStore {
  get(): Readonly<Record<string, string>>
  /** Sets (validated, see parseRpcUrl) or, with undefined, removes the override for a chain. */
  set(chainId: number, url: string | undefined): void
  subscribe(listener: () => void): () => void
}

/** Creates a store over `storage`; stored values that no longer validate are ignored. */
export function createRpcOverridesStore(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): RpcOverridesStore {
  const read = (): Record<string, string> => {
    let raw: unknown
    try {
      raw = JSON.parse(storage?.getItem(RPC_OVERRIDES_STORAGE_KEY) ?? '{}')
    } catch {
      return {}
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {}
    const valid: Record<string, string> = {}
    for (const [chainId, url] of Object.entries(raw)) {
      if (!/^[1-9]\d*$/.test(chainId) || typeof url !== 'string') continue
      try {
        valid[chainId] = parseRpcUrl(url)
      } catch {
        // A hand-edited or outdated value: fall back to the deployment's URL for that chain.
      }
    }
    return valid
  }
  let current = read()
  const listeners = new Set<() => void>()
  return {
    get: () => current,
    set(chainId, url) {
      const next = { ...current }
      if (url === undefined) delete next[String(chainId)]
      else next[String(chainId)] = parseRpcUrl(url)
      current = next
      try {
        storage?.setItem(RPC_OVERRIDES_STORAGE_KEY, JSON.stringify(next))
      } catch {
        // Storage disabled: the override holds for this page only.
      }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

let shared: RpcOverridesStore | undefined

/** The page's store over localStorage, created on first use. */
export function rpcOverridesStore(): RpcOverridesStore {
  shared ??= createRpcOverridesStore(browserStorage())
  return shared
}
