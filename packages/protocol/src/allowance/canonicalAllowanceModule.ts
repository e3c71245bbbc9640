import v010 from '@safe-global/safe-modules-deployments/dist/assets/allowance-module/v0.1.0/allowance-module.json' with {
  type: 'json',
}
import v011 from '@safe-global/safe-modules-deployments/dist/assets/allowance-module/v0.1.1/allowance-module.json' with {
  type: 'json',
}
import { type Address, getAddress } from 'viem'

// Newest first: a chain listed under both has both deployed, and new allowances go to the newer one.
const published: readonly { networkAddresses: Record<string, string> }[] = [v011, v010]

/**
 * The Allowance module Safe publishes for a chain (@safe-global/safe-modules-deployments: 0.1.1, else 0.1.0), or
 * undefined where none is deployed. A deployment names its own for other chains, such as the devnet's
 * (docs/spending-limits.md).
 */
export function canonicalAllowanceModule(chainId: number): Address | undefined {
  for (const { networkAddresses } of published) {
    const address = networkAddresses[String(chainId)]
    if (address) return getAddress(address)
  }
  return undefined
}
