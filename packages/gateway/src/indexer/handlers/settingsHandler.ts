import { type Address, zeroAddress } from 'viem'
import type { EventHandler } from './EventHandler'

const orNull = (address: Address): Address | null => (address === zeroAddress ? null : address)

/** Fallback handler, guard (setGuard(0) removes it) and master copy changes (SafeMigration). */
export const settingsHandler: EventHandler = {
  name: 'settings',
  reduce: {
    ChangedFallbackHandler: (state, { args }) => ({ ...state, fallbackHandler: orNull(args.handler) }),
    ChangedGuard: (state, { args }) => ({ ...state, guard: orNull(args.guard) }),
    ChangedMasterCopy: (state, { args }, env) => ({
      ...state,
      singleton: args.singleton,
      version: env.versionOf(args.singleton),
    }),
  },
}
