import type { PublicClient } from 'viem'
import type { Db } from '../db/Db'
import type { AuthSettings } from './AuthSettings'

/**
 * What the sign-in routes need. `chains` is keyed by decimal chain id (a `Map<string, ChainRuntime>` fits): its keys
 * are the chains whose accounts may sign in, its clients check contract signatures. `clock` defaults to the system
 * clock (tests move it).
 */
export type AuthDeps = {
  db: Db
  settings: AuthSettings
  chains: ReadonlyMap<string, { client: PublicClient }>
  clock?: () => Date
}
