import type { Address } from 'viem'

/**
 * Who makes a request, as the session proves it: an address, and the chain it was proven on when it is a contract
 * account (EIP-1271/6492 owners differ per chain), or null for an externally owned account (the same on every chain).
 */
export type Actor = { address: Address; chainId: string | null }
