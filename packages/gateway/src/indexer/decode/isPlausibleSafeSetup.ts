import type { SafeEventArgs } from './SafeEvent'

/** Largest value stored in an integer column (thresholds). */
export const MAX_INT32 = 2 ** 31 - 1

/**
 * Safe.setupOwners rejects a threshold of 0 or above the owner count (GS201, GS202), so a SafeSetup outside those
 * bounds comes from a contract imitating a Safe; indexing it could only store nonsense (or overflow a column).
 */
export function isPlausibleSafeSetup(args: SafeEventArgs['SafeSetup']): boolean {
  const threshold = BigInt(args.threshold)
  return args.owners.length > 0 && threshold >= 1n && threshold <= BigInt(args.owners.length)
}
