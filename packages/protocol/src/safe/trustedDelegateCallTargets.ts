import type { Address } from 'viem'
import { canonicalAddresses } from './canonicalAddresses'
import { getSafeContractSet } from './getSafeContractSet'

/**
 * SafeMigration of the 1.4.1-2 release: the official way to move a Safe to another singleton, called by DELEGATE
 * (docs/indexing.md §1.1). Not in the 1.4.1 npm package, hence not among {@link canonicalAddresses}; its row of
 * safeDeployments lists it.
 */
export const SAFE_MIGRATION_ADDRESS: Address = getSafeContractSet('1.4.1').safeMigration!

/**
 * The only contracts a Safe transaction may DELEGATE-call: each runs in the Safe's own context, so it can do anything
 * the Safe can. Batches (MultiSendCallOnly, MultiSend), on-chain message signing (SignMessageLib) and the official
 * migration; everything else is refused before signing (docs/indexing.md §3.5).
 */
export const trustedDelegateCallTargets = {
  multiSendCallOnly: canonicalAddresses.multiSendCallOnly,
  multiSend: canonicalAddresses.multiSend,
  signMessageLib: canonicalAddresses.signMessageLib,
  safeMigration: SAFE_MIGRATION_ADDRESS,
} as const satisfies Record<string, Address>
