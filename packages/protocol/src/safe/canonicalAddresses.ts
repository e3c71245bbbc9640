import type { Address } from 'viem'
import { getSafeContractSet } from './getSafeContractSet'

const v141 = getSafeContractSet('1.4.1')

/**
 * Canonical Safe v1.4.1 deployment (the 1.4.1 row of {@link safeDeployments}, safe-deployments `src/assets/v1.4.1`),
 * plus the Safe singleton factory that deployed it. The same on every chain that deployed through that factory with
 * salt 0, including our devnet (chain 1337). SafeMigration and SafeToL2Setup (the 1.4.1-2 additions) are read from
 * the row itself.
 */
export const canonicalAddresses = {
  safeSingletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7' as Address,
  safeL2: v141.safeL2,
  safe: v141.safe,
  safeProxyFactory: v141.safeProxyFactory,
  compatibilityFallbackHandler: v141.compatibilityFallbackHandler,
  multiSend: v141.multiSend,
  multiSendCallOnly: v141.multiSendCallOnly,
  signMessageLib: v141.signMessageLib,
  createCall: v141.createCall,
  simulateTxAccessor: v141.simulateTxAccessor,
} as const satisfies Record<string, Address>

export type CanonicalContract = Exclude<keyof typeof canonicalAddresses, 'safeSingletonFactory'>

/** Runtime code hash shared by every 1.4.1 proxy (the singleton lives in storage slot 0, not in an immutable). */
export const SAFE_PROXY_CODE_HASH = '0xd7d408ebcd99b2b70be43e20253d6d92a8ea8fab29bd3be7f55b10032331fb4c' as const

export const SAFE_VERSION = '1.4.1' as const
