import { type Address, encodeFunctionData, type Hex, isAddressEqual } from 'viem'
import { safeMigrationAbi } from './abis/safeMigrationAbi'
import { canonicalAddresses } from './canonicalAddresses'
import { SAFE_MIGRATION_ADDRESS } from './trustedDelegateCallTargets'

/** What "Update Safe" can do for a Safe, with the one call that does it. */
export type SafeUpdatePlan =
  | { status: 'up-to-date' }
  /** Not offered; `reason` is a sentence for the owner. */
  | { status: 'unsupported'; reason: string }
  | {
      status: 'update'
      /** A DELEGATE call of the official migration contract, to be reviewed like any transaction. */
      call: { to: Address; value: 0n; data: Hex; operation: 1 }
      /** The Safe's own fallback handler is kept (it is not a canonical one). */
      keepsFallbackHandler: boolean
    }

// 1.3.0 fallback handlers (canonical and eip155 deployments, safe-deployments v1.3.0): replaced by 1.4.1's on update.
const KNOWN_FALLBACK_HANDLERS: readonly Address[] = [
  '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
  '0x017062a1dE2FE6b99BE3d9d37841FeD19F573804',
  canonicalAddresses.compatibilityFallbackHandler,
]

/**
 * How to update a Safe to the recommended version (1.4.1) the only way we allow: one DELEGATE call of SafeMigration
 * (docs/indexing.md §1.1), which keeps owners, threshold, nonce, modules and guard. Always to the L2 singleton, the
 * one whose executions the indexer reads from events (docs/indexing.md §3.2). A canonical fallback handler moves to
 * 1.4.1's CompatibilityFallbackHandler; any other is kept, as Safe{Wallet} does. Only Safes from 1.3.0 on share the
 * storage layout the migration assumes.
 */
export function planSafeUpdate({
  version,
  implementationVersionState,
  fallbackHandler,
}: {
  version: string | null
  implementationVersionState: 'UP_TO_DATE' | 'OUTDATED' | 'UNKNOWN'
  fallbackHandler: Address | null
}): SafeUpdatePlan {
  if (implementationVersionState === 'UP_TO_DATE') return { status: 'up-to-date' }
  if (implementationVersionState === 'UNKNOWN' || version === null)
    return {
      status: 'unsupported',
      reason: 'The Safe runs code the gateway does not recognise, so it cannot be updated from here.',
    }
  if (!/^1\.3\.0(\+|$)/.test(version))
    return {
      status: 'unsupported',
      reason: `This Safe runs version ${version}; the official migration updates Safes of version 1.3.0 only.`,
    }
  const keepsFallbackHandler =
    fallbackHandler !== null && !KNOWN_FALLBACK_HANDLERS.some((known) => isAddressEqual(known, fallbackHandler))
  return {
    status: 'update',
    call: {
      to: SAFE_MIGRATION_ADDRESS,
      value: 0n,
      data: encodeFunctionData({
        abi: safeMigrationAbi,
        functionName: keepsFallbackHandler ? 'migrateL2Singleton' : 'migrateL2WithFallbackHandler',
      }),
      operation: 1,
    },
    keepsFallbackHandler,
  }
}
