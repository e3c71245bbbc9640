import { createRequire } from 'node:module'
import type { CanonicalContract } from '@strongroom/protocol'
import type { Hex } from 'viem'

// Paths inside @safe-global/safe-contracts@1.4.1/build/artifacts/contracts. Those artifacts were built with solc 0.7.6
// and the optimizer off, exactly like the canonical 1.4.1 deployment, so CREATE2 reproduces its addresses.
const artifactPaths: Record<CanonicalContract, string> = {
  safeL2: 'SafeL2.sol/SafeL2.json',
  safe: 'Safe.sol/Safe.json',
  safeProxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
  compatibilityFallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  multiSend: 'libraries/MultiSend.sol/MultiSend.json',
  multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
  signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
  createCall: 'libraries/CreateCall.sol/CreateCall.json',
  simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
}

/** The nine Safe 1.4.1 contracts in deployment order (singletons first, as the official deploy scripts do). */
export const SAFE_CONTRACTS = Object.keys(artifactPaths) as CanonicalContract[]

/** Creation code of a Safe 1.4.1 contract from the npm package (not its deployedBytecode: see docs/indexing.md §1.2). */
export function getSafeCreationCode(contract: CanonicalContract): Hex {
  const require = createRequire(import.meta.url)
  const artifact = require(`@safe-global/safe-contracts/build/artifacts/contracts/${artifactPaths[contract]}`) as {
    bytecode: Hex
  }
  return artifact.bytecode
}
