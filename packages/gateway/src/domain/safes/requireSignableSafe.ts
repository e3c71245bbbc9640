import { findSafeSingleton, getSafeVersionSupport } from '@strongroom/protocol'
import type { Address } from 'viem'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { SafeState } from './SafeState'

/**
 * Refuses to store signatures for a Safe Strongroom only reads (protocol getSafeVersionSupport): a Safe 1.0.0–1.2.0
 * hashes transactions and messages under another domain, so what a client signed for it under ours would be a wrong
 * hash; a Safe on a singleton that is not a published one (slot 0) gives no version to trust. The error carries the sentence an owner reads.
 * @throws {RuleViolationError}
 */
export function requireSignableSafe(safe: Address, state: Pick<SafeState, 'version' | 'singleton'>): void {
  // A version is trusted only from a published singleton: any contract can answer VERSION() with "1.4.1".
  const known = state.singleton !== null && findSafeSingleton(state.singleton) !== null
  const support = getSafeVersionSupport(known ? state.version : null)
  if (support.status !== 'full')
    throw new RuleViolationError(support.reason, { details: { safe, version: state.version } })
}
