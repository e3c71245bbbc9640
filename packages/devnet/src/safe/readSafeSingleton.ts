import { type Address, getAddress, slice, zeroHash } from 'viem'
import type { DevnetConnection } from '../devnet/Devnet'

/** The singleton a Safe proxy runs: the address in its storage slot 0 (what every release's proxy delegates to). */
export async function readSafeSingleton(devnet: DevnetConnection, safe: Address): Promise<Address> {
  const slot0 = (await devnet.publicClient.getStorageAt({ address: safe, slot: zeroHash })) ?? zeroHash
  return getAddress(slice(slot0, 12))
}
