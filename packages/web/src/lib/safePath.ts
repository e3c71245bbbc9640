import { type Address, getAddress } from 'viem'

/** The screens of one Safe; the dashboard is the Safe's own path. */
export type SafeSection = 'dashboard' | 'assets' | 'nfts' | 'receive'

/**
 * The app path of a Safe screen: `/<chainShortName>:<address>` (EIP-3770, as Safe{Wallet} writes Safes) plus
 * `/assets`, `/nfts` or `/receive`. The address is written checksummed so shared links look the same everywhere.
 */
export function safePath(shortName: string, address: Address, section: SafeSection = 'dashboard'): string {
  const base = `/${shortName}:${getAddress(address)}`
  return section === 'dashboard' ? base : `${base}/${section}`
}
