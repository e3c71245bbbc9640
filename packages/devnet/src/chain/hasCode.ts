import type { Address, Client } from 'viem'
import { getCode } from 'viem/actions'

/** Whether a contract (any non-empty runtime code) lives at `address`. */
export async function hasCode(client: Client, address: Address): Promise<boolean> {
  const code = await getCode(client, { address })
  return code !== undefined && code !== '0x'
}
