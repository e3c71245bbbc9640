import {
  getMultiSendCallOnlyDeployment,
  getMultiSendDeployment,
  getSafeL2SingletonDeployment,
  getSafeSingletonDeployment,
  type SingletonDeployment,
} from '@safe-global/safe-deployments'
import { type Address, getAddress } from 'viem'

/** Released Safe versions, oldest first (safe-deployments `src/assets`). */
export const SAFE_VERSIONS = ['1.0.0', '1.1.1', '1.2.0', '1.3.0', '1.4.1', '1.5.0'] as const
export type SafeVersion = (typeof SAFE_VERSIONS)[number]

/** The oldest version whose SafeTx hash carries the chain id and that this gateway fully supports. */
export const OLDEST_SUPPORTED_VERSION: SafeVersion = '1.3.0'

/** Address sets of safe-deployments that EVM chains use (zkSync's own set has other bytecode and addresses). */
const ADDRESS_SETS = ['canonical', 'eip155'] as const

function addressesOf(deployment: SingletonDeployment | undefined): Address[] {
  if (!deployment) return []
  const sets = (deployment as unknown as { deployments?: Record<string, { address?: string }> }).deployments ?? {}
  const found = ADDRESS_SETS.flatMap((set) => (sets[set]?.address ? [getAddress(sets[set].address)] : []))
  // Older entries (1.0.0–1.2.0) carry only `defaultAddress`.
  return found.length > 0 ? found : deployment.defaultAddress ? [getAddress(deployment.defaultAddress)] : []
}

export type KnownSingleton = { address: Address; version: SafeVersion; l2: boolean }

/**
 * Every Safe singleton (master copy) of the released versions at the addresses safe-deployments lists for EVM chains:
 * 1.3.0 in both its canonical and eip155 sets, L1 and L2 singletons.
 */
export const knownSingletons: readonly KnownSingleton[] = SAFE_VERSIONS.flatMap((version) => [
  ...addressesOf(getSafeSingletonDeployment({ version, released: true })).map((address) => ({
    address,
    version,
    l2: false,
  })),
  ...addressesOf(getSafeL2SingletonDeployment({ version, released: true })).map((address) => ({
    address,
    version,
    l2: true,
  })),
])

const singletonByAddress = new Map(knownSingletons.map((singleton) => [singleton.address, singleton]))

/** The known singleton at `address`, or undefined. */
export function findKnownSingleton(address: Address): KnownSingleton | undefined {
  return singletonByAddress.get(getAddress(address))
}

/** MultiSend and MultiSendCallOnly of every version (the only batch contracts whose payload the indexer unpacks). */
export const knownMultiSends: ReadonlySet<Address> = new Set(
  SAFE_VERSIONS.flatMap((version) => [
    ...addressesOf(getMultiSendDeployment({ version, released: true })),
    ...addressesOf(getMultiSendCallOnlyDeployment({ version, released: true })),
  ]),
)
