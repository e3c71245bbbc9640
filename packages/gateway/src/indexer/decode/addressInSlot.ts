import { type Address, getAddress, type Hex, size, zeroAddress } from 'viem'

/** The address stored right-aligned in a storage word (a proxy's singleton, a guard, a handler); null for zero. */
export function addressInSlot(word: Hex | undefined): Address | null {
  if (!word || size(word) < 20) return null
  const address = getAddress(`0x${word.slice(-40)}`)
  return address === zeroAddress ? null : address
}
