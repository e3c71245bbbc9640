import { SUPPORTED_SAFE_VERSIONS, type SupportedSafeVersion } from './safeDeployments'

/** What Strongroom does with a Safe of a given version, with the sentence an owner sees when it is not everything. */
export type SafeVersionSupport =
  | { status: 'full'; version: SupportedSafeVersion }
  /** Balances, owners and history are shown; nothing can be proposed, signed or executed. */
  | { status: 'read-only'; reason: string }

const LEGACY_VERSION = /^1\.[0-2]\.\d+(\+.*)?$/

/**
 * Full support for 1.3.0, 1.4.1 and 1.5.0 (a "+L2" or other build suffix is ignored). Safes 1.0.0 to 1.2.0 open
 * read-only: they sign transactions under another EIP-712 domain (no chain id, so a signature is valid on every chain)
 * and emit too few events to rebuild their history, so signing there would risk a wrong hash. Anything else (an
 * unknown singleton, a null version) is read-only too.
 */
export function getSafeVersionSupport(version: string | null): SafeVersionSupport {
  const base = version?.split('+')[0] ?? null
  const supported = SUPPORTED_SAFE_VERSIONS.find((known) => known === base)
  if (supported) return { status: 'full', version: supported }
  if (version !== null && LEGACY_VERSION.test(version))
    return {
      status: 'read-only',
      reason: `This Safe runs version ${base}, which Strongroom shows but cannot sign for: its transactions are hashed differently and its history is incomplete. Update it to 1.3.0 or later with Safe{Wallet}, or move its funds to a new Safe.`,
    }
  return {
    status: 'read-only',
    reason:
      'This Safe runs a contract Strongroom does not recognise, so it opens read-only. Check its address, or move its funds to a new Safe.',
  }
}
