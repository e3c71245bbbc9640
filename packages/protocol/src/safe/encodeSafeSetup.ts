import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import { safeL2Abi } from './abis/safeL2Abi'
import { canonicalAddresses } from './canonicalAddresses'

/**
 * The `setup(...)` call a new Safe runs through `createProxyWithNonce` (its `initializer`): the owners and threshold,
 * the canonical CompatibilityFallbackHandler (EIP-1271 and token callbacks) and nothing else (no module setup, no
 * payment), as Safe{Wallet} creates Safes. Owner and threshold rules are the Safe's own (GS200–GS204); check them
 * before asking a wallet to send this.
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
