import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'

/** A truffle artifact as the ENS packages publish it: the ABI and the creation code. */
export interface EnsArtifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)
const load = (path: string): EnsArtifact => {
  const { abi, bytecode } = require(path) as EnsArtifact
  return { abi, bytecode }
}

/**
 * ENS contracts from their published npm packages (docs/names.md §Devnet): the registry and the reverse registrar of
 * `@ensdomains/ens` 0.6.2, the public resolver of `@ensdomains/resolver` 0.3.1 (what ENS deployed on mainnet in
 * 2020, before the name wrapper).
 */
export const ensArtifacts = {
  ENSRegistry: load('@ensdomains/ens/build/contracts/ENSRegistry.json'),
  ReverseRegistrar: load('@ensdomains/ens/build/contracts/ReverseRegistrar.json'),
  PublicResolver: load('@ensdomains/resolver/build/contracts/PublicResolver.json'),
}
