import type { Address } from 'viem'
import { type SafeAddressSet, safeDeployments } from './safeDeployments'

/** A Safe singleton (master copy) a proxy's storage slot 0 can point at. */
export interface SafeSingleton {
  address: Address
  version: string
  /** Whether executions emit SafeMultiSigTransaction / SafeModuleTransaction (the L2 singleton). */
  l2: boolean
  addressSet: SafeAddressSet
  /** Supported versions are read and written in full; the older ones open read-only (getSafeVersionSupport). */
  supported: boolean
}

// Versions before 1.3.0 (safe-deployments v1.0.0, v1.1.1, v1.2.0): one singleton each, no L2 variant.
const legacy = (address: Address, version: string): SafeSingleton => ({
  address,
  version,
  l2: false,
  addressSet: 'canonical',
  supported: false,
})
const legacySingletons: readonly SafeSingleton[] = [
  legacy('0xb6029EA3B2c51D09a50B53CA8012FeEB05bDa35A', '1.0.0'),
  legacy('0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F', '1.1.1'),
  legacy('0x6851D6fDFAfD08c0295C392436245E5bc78B0185', '1.2.0'),
]

/**
 * Every published singleton of Safe 1.0.0 to 1.5.0 (both 1.3.0 address sets), L1 and L2: the version table an indexer
 * and the web use to name what a Safe runs. The gateway's known master copies come from here.
 */
export const safeSingletons: readonly SafeSingleton[] = [
  ...legacySingletons,
  ...safeDeployments.flatMap(({ version, addressSet, safe, safeL2 }) => [
    { address: safe, version, l2: false, addressSet, supported: true },
    { address: safeL2, version, l2: true, addressSet, supported: true },
  ]),
]
