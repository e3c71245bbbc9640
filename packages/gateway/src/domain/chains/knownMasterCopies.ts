import type { MasterCopy } from '@strongroom/protocol'
import { knownSingletons } from './knownSafeContracts'

/**
 * The singletons this gateway recognises: every released Safe singleton, L1 and L2, at the addresses safe-deployments
 * lists for EVM chains (1.3.0 in both its canonical and eip155 sets), newest first. Safes on 1.0.0–1.2.0 are known
 * (and reported OUTDATED) but only read (docs/indexing.md §3.7).
 */
export const knownMasterCopies: readonly MasterCopy[] = [...knownSingletons]
  .reverse()
  .map(({ address, version }) => ({ address, version }))
