import type { Address } from 'viem'

/** An ENS name as the app read it: the name (normalised) and the address its resolver gave at that moment. */
export interface ResolvedName {
  name: string
  address: Address
}
