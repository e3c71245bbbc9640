import type { Address } from 'viem'
import { safeDeployments } from './safeDeployments'

/**
 * The official DELEGATE-call targets of every supported release (1.3.0 in both address sets, 1.4.1, 1.5.0), by kind.
 * The app builds its own calls with 1.4.1's (`trustedDelegateCallTargets`), which work on every supported Safe; a
 * transaction that a co-owner made in another wallet for a 1.3.0 Safe uses that release's, and the review must read
 * and trust it the same way (docs/safe-versions.md §2).
 */
export const knownDelegateCallTargets: {
  /** MultiSend and MultiSendCallOnly: a DELEGATE call to one is a batch. */
  batch: readonly Address[]
  /** SignMessageLib: signs a message on chain. */
  signMessageLib: readonly Address[]
  /** SafeMigration: moves the Safe to another singleton. */
  safeMigration: readonly Address[]
} = {
  batch: safeDeployments.flatMap((set) => [set.multiSendCallOnly, set.multiSend]),
  signMessageLib: safeDeployments.map((set) => set.signMessageLib),
  safeMigration: safeDeployments.flatMap((set) => (set.safeMigration === null ? [] : [set.safeMigration])),
}
