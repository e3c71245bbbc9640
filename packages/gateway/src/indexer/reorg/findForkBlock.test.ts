import { createPublicClient, custom, type Hash, HttpRequestError, numberToHex, type PublicClient, pad } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDb, type TestDb } from '../../testing/openTestDb'
import { findForkBlock } from './findForkBlock'

const CHAIN = '31337'
const START = 10
let testDb: TestDb

const hash = (number: number, fork = 0): Hash => pad(numberToHex(number * 1000 + fork), { size: 32 })

/** A node that serves `blocks` (number → hash) and fails every other call with `failure` when one is given. */
function chainClient(blocks: Map<number, Hash>, failure?: Error): PublicClient {
  return createPublicClient({
    transport: custom(
      {
        request: async ({ method, params }) => {
          if (failure) throw failure
          if (method !== 'eth_getBlockByNumber') throw new Error(`unexpected ${method}`)
          const number = Number((params as [string])[0])
          const blockHash = blocks.get(number)
          if (!blockHash) return null
          return { number: numberToHex(number), hash: blockHash, parentHash: hash(number - 1), timestamp: '0x1' }
        },
      },
      { retryCount: 0 },
    ),
  }) as PublicClient
}

beforeAll(async () => {
  testDb = await openTestDb()
  for (let number = START; number <= 13; number++)
    await testDb.db.query(
      `insert into blocks (chain_id, number, hash, parent_hash, timestamp) values ($1, $2, $3, $4, now())`,
      [CHAIN, number, hash(number), hash(number - 1)],
    )
})

afterAll(async () => {
  await testDb?.dispose()
})

const find = (client: PublicClient, headBlock: number) =>
  findForkBlock({ db: testDb.db, client, chainId: CHAIN, nextBlock: 14, headBlock, startBlock: START })

describe('findForkBlock', () => {
  it('finds nothing while the last stored block is still canonical', async () => {
    const chain = new Map([10, 11, 12, 13, 14].map((number) => [number, hash(number)]))
    expect(await find(chainClient(chain), 14)).toBeNull()
  })

  it('returns the first block after the newest stored block the chain still has, a vanished block included', async () => {
    // Block 13 was there when the head was read and is gone now; 12 was replaced.
    const chain = new Map([
      [10, hash(10)],
      [11, hash(11)],
      [12, hash(12, 1)],
    ])
    expect(await find(chainClient(chain), 13)).toBe(12)
  })

  it('fails when the node fails instead of taking every stored block for reorged out (a rewind to startBlock)', async () => {
    const failure = new HttpRequestError({ url: 'http://rpc.invalid', status: 503, details: 'Service Unavailable' })
    await expect(find(chainClient(new Map(), failure), 13)).rejects.toThrow('Service Unavailable')
  })
})
