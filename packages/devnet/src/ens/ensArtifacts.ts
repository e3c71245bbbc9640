import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { DeploymentError } from '../errors/DeploymentError'

/** A truffle artifact as the ENS packages publish it: the ABI and the creation code. */
export interface EnsArtifact {
  abi: Abi
  bytecode: Hex
}

const require = createRequire(import.meta.url)
const load = (path: string): EnsArtifact => {
  try {
    const { abi, bytecode } = require(path) as EnsArtifact
    return { abi, bytecode }
  } catch (cause) {
    throw new DeploymentError(
      `The ENS contracts cannot be read from ${path}: run \`npm install\` (the devnet needs @ensdomains/ens and @ensdomains/resolver), or start the devnet with ens: false.`,
      { cause },
    )
  }
}

/**
 * ENS contracts from their published npm packages (docs/names.md §Devnet), read when a devnet deploys ENS: the
 * registry and the reverse registrar of `@ensdomains/ens` 0.6.2, the public resolver of `@ensdomains/resolver` 0.3.1
 * (what ENS deployed on mainnet in 2020, before the name wrapper).
 * @throws {DeploymentError} naming the missing package, when it is not installed.
 */
export function ensArtifacts() {
  return {
    ENSRegistry: load('@ensdomains/ens/build/contracts/ENSRegistry.json'),
    ReverseRegistrar: load('@ensdomains/ens/build/contracts/ReverseRegistrar.json'),
    PublicResolver: load('@ensdomains/resolver/build/contracts/PublicResolver.json'),
  }
}
