import { canonicalAddresses, safeL2Abi } from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'

/**
 * The `setup(...)` call a new Safe runs through `createProxyWithNonce`: the owners and threshold, the canonical
 * CompatibilityFallbackHandler (EIP-1271 and token callbacks) and nothing else (no module setup, no payment), as
 * Safe{Wallet} creates Safes.
 */
export function encodeSafeSetup({ owners, threshold }: { owners: readonly Address[]; threshold: number }): Hex {
  return encodeFunctionData({
    abi: safeL2Abi,
    functionName: 'setup',
    args: [
      owners,
      BigInt(threshold),
      zeroAddress,
      '0x',
      canonicalAddresses.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}
