import { type Address, encodeFunctionData, type Hex, isAddressEqual } from 'viem'
import { safeMigrationAbi } from './abis/safeMigrationAbi'
import { findSafeSingleton } from './findSafeSingleton'
import { getSafeContractSet } from './getSafeContractSet'
import { safeDeployments } from './safeDeployments'
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
      /** The singleton the Safe runs afterwards: 1.4.1's L1 one for an L1 Safe, its L2 one for an L2 Safe. */
      singleton: Address
      l2: boolean
    }

// The releases' own CompatibilityFallbackHandlers: replaced by 1.4.1's on update; any other handler is kept.
const KNOWN_FALLBACK_HANDLERS: readonly Address[] = safeDeployments.map((set) => set.compatibilityFallbackHandler)

/**
 * How to update a Safe to 1.4.1 the only way we allow: one DELEGATE call of SafeMigration 1.4.1 (docs/safe-versions.md
 * §4), which keeps owners, threshold, nonce, modules and guard. The singleton comes from `implementation` (the Safe's
 * slot 0): an L1 Safe moves to 1.4.1's L1 singleton and an L2 Safe to its L2 one. A release's own fallback handler
 * moves to 1.4.1's CompatibilityFallbackHandler; any other is kept, as Safe{Wallet} does. Only 1.3.0 Safes are
 * updated: 1.4.1 and 1.5.0 are current, and releases before 1.3.0 have another storage layout than the migration
 * assumes.
 */
export function planSafeUpdate({
  version,
  implementation,
  implementationVersionState,
  fallbackHandler,
}: {
  version: string | null
  /** The singleton the Safe runs (SafeInfo `implementation.value`). */
  implementation: Address | null
  implementationVersionState: 'UP_TO_DATE' | 'OUTDATED' | 'UNKNOWN'
  fallbackHandler: Address | null
}): SafeUpdatePlan {
  const singleton = implementation === null ? null : findSafeSingleton(implementation)
  if (implementationVersionState === 'UP_TO_DATE' || (singleton?.supported && singleton.version !== '1.3.0'))
    return { status: 'up-to-date' }
  if (singleton === null)
    return {
      status: 'unsupported',
      reason: 'The Safe runs code the gateway does not recognise, so it cannot be updated from here.',
    }
  if (singleton.version !== '1.3.0')
    return {
      status: 'unsupported',
      reason: `This Safe runs version ${version ?? singleton.version}; the official migration updates Safes of version 1.3.0 only.`,
    }
  const keepsFallbackHandler =
    fallbackHandler !== null && !KNOWN_FALLBACK_HANDLERS.some((known) => isAddressEqual(known, fallbackHandler))
  const target = getSafeContractSet('1.4.1')
  const functionName = singleton.l2
    ? keepsFallbackHandler
      ? 'migrateL2Singleton'
      : 'migrateL2WithFallbackHandler'
    : keepsFallbackHandler
      ? 'migrateSingleton'
      : 'migrateWithFallbackHandler'
  return {
    status: 'update',
    call: {
      to: SAFE_MIGRATION_ADDRESS,
      value: 0n,
      data: encodeFunctionData({ abi: safeMigrationAbi, functionName }),
      operation: 1,
    },
    keepsFallbackHandler,
    singleton: singleton.l2 ? target.safeL2 : target.safe,
    l2: singleton.l2,
  }
}
