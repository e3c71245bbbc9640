import { createRequire } from 'node:module'
import {
  getSafeContractSet,
  type SafeAddressSet,
  type SafeContractSet,
  type SupportedSafeVersion,
} from '@strongroom/protocol'
import { type Address, concat, encodeAbiParameters, type Hex } from 'viem'
import { DeploymentError } from '../errors/DeploymentError'

/** Contracts of a release that the devnet deploys (every field of SafeContractSet that is an address). */
export type SafeContractName = Exclude<keyof SafeContractSet, 'version' | 'addressSet'>

/** Where a contract's creation code comes from, and which CREATE2 deployer put it at its published address. */
export interface SafeContractArtifact {
  version: SupportedSafeVersion
  addressSet: SafeAddressSet
  contract: SafeContractName
  /** The published address (protocol's safeDeployments). */
  address: Address
  /** Arachnid's deterministic deployment proxy (1.3.0 canonical) or the Safe singleton factory (all the others). */
  deployer: 'deterministicDeploymentProxy' | 'safeSingletonFactory'
  /** npm package and artifact path inside its `build/artifacts/contracts`. */
  packageName: string
  artifactPath: string
  /** ABI-encoded constructor arguments, appended to the creation code (SafeMigration only). */
  constructorArgs: (() => Hex) | null
}

// The packages' artifacts were built with the compiler settings of the official deployments, so CREATE2 with salt 0
// reproduces the published addresses (deploySafeContracts checks each one before sending anything).
const V130 = '@gnosis.pm/safe-contracts'
const V141 = '@safe-global/safe-contracts' // its 1.4.1-2 release: the 1.4.1 contracts plus SafeToL2Setup and SafeMigration
const V150 = '@safe-global/safe-smart-account'

const v130Paths: Partial<Record<SafeContractName, string>> = {
  safe: 'GnosisSafe.sol/GnosisSafe.json',
  safeL2: 'GnosisSafeL2.sol/GnosisSafeL2.json',
  safeProxyFactory: 'proxies/GnosisSafeProxyFactory.sol/GnosisSafeProxyFactory.json',
  compatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  multiSend: 'libraries/MultiSend.sol/MultiSend.json',
  multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  // SignMessageLib 1.3.0 is left out: the npm package's build of it differs from the deployed one (another address).
  createCall: 'libraries/CreateCall.sol/CreateCall.json',
  simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
}
const laterPaths: Partial<Record<SafeContractName, string>> = {
  safe: 'Safe.sol/Safe.json',
  safeL2: 'SafeL2.sol/SafeL2.json',
  safeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  compatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  multiSend: 'libraries/MultiSend.sol/MultiSend.json',
  multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
  createCall: 'libraries/CreateCall.sol/CreateCall.json',
  simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
  safeToL2Setup: 'libraries/SafeToL2Setup.sol/SafeToL2Setup.json',
  safeMigration: 'libraries/SafeMigration.sol/SafeMigration.json',
}

/** SafeMigration's constructor: the release's L1 singleton, L2 singleton and fallback handler. */
const migrationArgs = (set: SafeContractSet) => () =>
  encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }],
    [set.safe, set.safeL2, set.compatibilityFallbackHandler],
  )

function artifactsOf(
  set: SafeContractSet,
  packageName: string,
  paths: Partial<Record<SafeContractName, string>>,
  deployer: SafeContractArtifact['deployer'],
): SafeContractArtifact[] {
  return Object.entries(paths).map(([contract, artifactPath]) => {
    const name = contract as SafeContractName
    const address = set[name]
    if (address === null) throw new Error(`Safe ${set.version} lists no ${name}.`)
    return {
      version: set.version,
      addressSet: set.addressSet,
      contract: name,
      address,
      deployer,
      packageName,
      artifactPath,
      constructorArgs: name === 'safeMigration' ? migrationArgs(set) : null,
    }
  })
}

/**
 * Every Safe contract the devnet deploys, 1.4.1 first (the app's own release), then 1.3.0 (canonical and eip155) and
 * 1.5.0; within a release, singletons first as the official deploy scripts do.
 */
export const SAFE_CONTRACT_ARTIFACTS: readonly SafeContractArtifact[] = [
  ...artifactsOf(getSafeContractSet('1.4.1'), V141, laterPaths, 'safeSingletonFactory'),
  ...artifactsOf(getSafeContractSet('1.3.0', 'canonical'), V130, v130Paths, 'deterministicDeploymentProxy'),
  ...artifactsOf(getSafeContractSet('1.3.0', 'eip155'), V130, v130Paths, 'safeSingletonFactory'),
  ...artifactsOf(getSafeContractSet('1.5.0'), V150, laterPaths, 'safeSingletonFactory'),
]

/** A short label such as "1.3.0 eip155 safeL2", used in deployment reports. */
export const artifactLabel = ({ version, addressSet, contract }: SafeContractArtifact): string =>
  addressSet === 'canonical' ? `${version} ${contract}` : `${version} ${addressSet} ${contract}`

/**
 * Creation code (plus constructor arguments) of a contract from its npm package, not its deployedBytecode (see
 * docs/indexing.md §1.2).
 */
export function getSafeCreationCode(artifact: SafeContractArtifact): Hex {
  const require = createRequire(import.meta.url)
  const path = `${artifact.packageName}/build/artifacts/contracts/${artifact.artifactPath}`
  let bytecode: Hex
  try {
    ;({ bytecode } = require(path) as { bytecode: Hex })
  } catch (cause) {
    throw new DeploymentError(
      `The ${artifact.packageName} artifacts are missing (${artifact.artifactPath}): run npm install at the repository root.`,
      { cause, details: { path } },
    )
  }
  return artifact.constructorArgs ? concat([bytecode, artifact.constructorArgs()]) : bytecode
}
