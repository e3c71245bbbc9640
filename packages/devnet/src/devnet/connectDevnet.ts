import { InvalidInputError } from '@strongroom/protocol'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type EIP1193RequestFn,
  type Hex,
  http,
} from 'viem'
import { getChainId } from 'viem/actions'
import { DevnetError } from '../errors/DevnetError'
import type { DevnetConnection, DevnetWalletClient } from './Devnet'
import { devAccounts } from './devAccounts'
import { type AccountRef, resolveAccount } from './resolveAccount'

// viem's default of 4 s makes waitForTransactionReceipt stall on a node that mines instantly. viem also caches the
// block number for `cacheTime` (default: the polling interval); on a devnet a test mines and reads right after, so
// nothing is cached.
const clientOptions = { pollingInterval: 50, cacheTime: 0 } as const

/**
 * Builds clients for an anvil node (one started elsewhere, or by {@link startDevnet}). The chain id is asked from
 * the node unless given.
 * @throws {InvalidInputError} for a URL that is not http(s).
 * @throws {DevnetError} when no node answers at the URL.
 */
export async function connectDevnet({
  rpcUrl,
  chainId,
}: {
  rpcUrl: string
  chainId?: number
}): Promise<DevnetConnection> {
  let url: URL
  try {
    url = new URL(rpcUrl)
  } catch (cause) {
    throw new InvalidInputError('RPC URL is not a valid URL.', { cause, details: { rpcUrl } })
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new InvalidInputError('RPC URL must use http or https.', { details: { rpcUrl } })

  const transport = http(rpcUrl)
  const id = chainId ?? (await askChainId(rpcUrl))
  const chain = defineChain({
    id,
    name: 'Strongroom devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
  const publicClient = createPublicClient({ chain, transport, ...clientOptions })
  const testClient = createTestClient({ mode: 'anvil', chain, transport, ...clientOptions })
  const walletClients = new Map<AccountRef, DevnetWalletClient>()

  return {
    rpcUrl,
    chainId: id,
    chain,
    accounts: devAccounts,
    publicClient,
    testClient,
    walletClient(ref = 0) {
      let client = walletClients.get(ref)
      if (!client) {
        client = createWalletClient({ account: resolveAccount(ref), chain, transport, ...clientOptions })
        walletClients.set(ref, client)
      }
      return client
    },
    snapshot: () => testClient.snapshot(),
    async revert(snapshotId) {
      // viem's revert() drops anvil's boolean answer; an unknown or used id must not pass silently.
      const request = testClient.request as unknown as EIP1193RequestFn<
        [{ Method: 'evm_revert'; Parameters: [Hex]; ReturnType: boolean }]
      >
      const reverted = await request({ method: 'evm_revert', params: [snapshotId] })
      if (!reverted) throw new DevnetError('anvil has no snapshot with this id.', { details: { snapshotId } })
    },
    async mine(blocks = 1) {
      if (!Number.isInteger(blocks) || blocks < 1)
        throw new InvalidInputError('Blocks to mine must be a positive integer.', { details: { blocks } })
      await testClient.mine({ blocks })
    },
  }
}

async function askChainId(rpcUrl: string): Promise<number> {
  try {
    // One attempt: a node that is not there will not appear during viem's retries.
    return await getChainId(createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }))
  } catch (cause) {
    throw new DevnetError(`No JSON-RPC node answers at ${rpcUrl}.`, { cause, details: { rpcUrl } })
  }
}
