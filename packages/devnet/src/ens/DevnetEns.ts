import type { Address } from 'viem'

/** The devnet's ENS: where its contracts live and the demo names it registered. */
export interface DevnetEns {
  /** ENSRegistry: the address a chain config names as `ensRegistryAddress`. */
  registry: Address
  /** PublicResolver every demo name (and reverse record) uses. */
  resolver: Address
  /** ReverseRegistrar, owner of `addr.reverse`: any account can claim its own reverse record through it. */
  reverseRegistrar: Address
  /** The demo names and the addresses they resolve to (each with a reverse record naming it back). */
  names: Readonly<Record<string, Address>>
}
