import type { Address } from 'viem'

/**
 * Canonical Safe v1.4.1 deployment (safe-deployments `src/assets/v1.4.1`, "canonical" set). The same on every chain
 * that deployed through the Safe singleton factory with salt 0, including our devnet (chain 1337).
 */
export const canonicalAddresses = {
  safeSingletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
  safeL2: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  safe: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  compatibilityFallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  signMessageLib: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
  createCall: '0x9b35Af71d77eaf8d7e40252370304687390A1A52',
  simulateTxAccessor: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
} as const satisfies Record<string, Address>

export type CanonicalContract = Exclude<keyof typeof canonicalAddresses, 'safeSingletonFactory'>

/** Runtime code hash shared by every 1.4.1 proxy (the singleton lives in storage slot 0, not in an immutable). */
export const SAFE_PROXY_CODE_HASH = '0xd7d408ebcd99b2b70be43e20253d6d92a8ea8fab29bd3be7f55b10032331fb4c' as const

export const SAFE_VERSION = '1.4.1' as const
