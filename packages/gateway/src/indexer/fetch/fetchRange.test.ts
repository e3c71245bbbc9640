import { createSafe, type Devnet, fundEth, startDevnet } from '@strongroom/devnet'
import { type Address, createPublicClient, custom, type PublicClient, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IndexerError } from '../IndexerError'
import { fetchRange } from './fetchRange'
import { SingletonVersions } from './SingletonVersions'

let devnet: Devnet
let safe: Address

/** A devnet client that runs `beforeGetLogs` once, just before the first eth_getLogs is answered. */
function clientWithHook(beforeGetLogs: () => Promise<void>): PublicClient {
  let fired = false
  return createPublicClient({
    transport: custom({
      request: async ({ method, params }) => {
        if (method === 'eth_getLogs' && !fired) {
          fired = true
          await beforeGetLogs()
        }
        return devnet.publicClient.request({ method, params } as never)
      },
    }),
  }) as PublicClient
}

beforeAll(async () => {
  devnet = await startDevnet()
  safe = await createSafe(devnet, { owners: [0], threshold: 1, fundWei: parseEther('1') })
  await devnet.mine(3)
})

afterAll(async () => {
  await devnet?.stop()
})

describe('fetchRange', () => {
  it('reads the timestamps of blocks with logs from eth_getLogs and the headers of the range edges', async () => {
    const head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    const client = devnet.publicClient as PublicClient
    const data = await fetchRange({
      client,
      from: 0,
      to: head,
      indexedSafes: new Set([safe]),
      knownTokens: new Set(),
      versions: new SingletonVersions(client),
    })
    expect([...data.headers.keys()]).toEqual([0, head])
    const received = data.events.find((event) => event.event === 'SafeReceived')!
    const block = await devnet.publicClient.getBlock({ blockNumber: BigInt(received.blockNumber) })
    expect(data.timestamps.get(received.blockNumber)).toEqual(new Date(Number(block.timestamp) * 1000))
    expect(data.newSafes).toEqual(new Set())
  })

  it('fails (retryably) when the chain is replaced while the logs are read', async () => {
    const head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    const snapshot = await devnet.snapshot()
    const client = clientWithHook(async () => {
      // Replace the last two blocks with different ones (another transaction), as a reorg would.
      await devnet.revert(snapshot)
      await fundEth(devnet, { to: devnet.accounts[5]!.address, wei: 12_345n, from: 6 })
      await devnet.mine(1)
    })
    // The range ends at the head read before the replacement, which then has another hash.
    await devnet.mine(2)
    const error = await fetchRange({
      client,
      from: 1,
      to: head + 2,
      indexedSafes: new Set([safe]),
      knownTokens: new Set(),
      versions: new SingletonVersions(client),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(IndexerError)
    expect((error as IndexerError).retryable).toBe(true)
    expect((error as IndexerError).message).toBe(`The chain changed while range 1-${head + 2} was read.`)
  })
})
