import { AsyncLocalStorage } from 'node:async_hooks'
import type { Address } from 'viem'

/** Who is asking, for the limits that bound what one client can make the gateway do (new Safes to index). */
export type RequestOrigin = {
  /** The client's address key (routes/limits/clientKeyOf). */
  clientKey: string
  /** The account signed in with the request's session cookie, if any (looked up only when asked). */
  signedInAccount?: () => Promise<Address | null>
}

const storage = new AsyncLocalStorage<RequestOrigin>()

/** Runs `work` (and everything it starts) as asked by `origin`; the HTTP layer wraps every request in it. */
export function runWithRequestOrigin<T>(origin: RequestOrigin, work: () => T): T {
  return storage.run(origin, work)
}

/** The origin of the request being served; undefined outside a request (the gateway's own work). */
export function currentRequestOrigin(): RequestOrigin | undefined {
  return storage.getStore()
}
