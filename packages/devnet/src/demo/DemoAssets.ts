import type { Address } from 'viem'

/** Addresses of the demo assets. */
export interface DemoAssets {
  tokens: {
    /** "Demo USD" (dUSD), 6 decimals like USDC. */
    usdc: Address
    /** "Demo Dai" (dDAI), 18 decimals like DAI. */
    dai: Address
  }
  /** "Strongroom Demo Key" (SRKEY), EIP-721 with on-chain JSON metadata. */
  nft: Address
}
