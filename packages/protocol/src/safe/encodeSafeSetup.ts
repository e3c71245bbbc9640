import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import { safeL2Abi } from './abis/safeL2Abi'
import { canonicalAddresses } from './canonicalAddresses'

/**
 * The `setup(...)` call a new Safe runs through `createProxyWithNonce` (its `initializer`): the owners and threshold,
 * a CompatibilityFallbackHandler (EIP-1271 and token callbacks; 1.4.1's unless told) and no payment, as Safe{Wallet}
 * creates Safes. `to`/`data` is the optional DELEGATE call setup makes (e.g. SafeToL2Setup's `setupToL2`). The
 * signature is the same in Safe 1.3.0, 1.4.1 and 1.5.0. Owner and threshold rules are the Safe's own (GS200–GS204);
 * check them before asking a wallet to send this.
 */
export function encodeSafeSetup({
  owners,
  threshold,
  fallbackHandler = canonicalAddresses.compatibilityFallbackHandler,
  to = zeroAddress,
  data = '0x',
}: {
  owners: readonly Address[]
  threshold: number
  fallbackHandler?: Address
  to?: Address
  data?: Hex
}): Hex {
  return encodeFunctionData({
    abi: safeL2Abi,
    functionName: 'setup',
    args: [owners, BigInt(threshold), to, data, fallbackHandler, zeroAddress, 0n, zeroAddress],
  })
}
