import { createSafe, execSafeTransaction } from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitUntil } from '../testing/waitUntil'

// Issue 20 item 15: anonymous reads of Safes the index lacks hand them to the indexer. Unbounded, and run before
// forward indexing, they let anyone stall the chain's head-following (docs/rpc-providers.md §4).

/** Unindexed Safes one client reads at once, and the share of new Safes a client may make the gateway index. */
const FLOOD = 8
const SHARE = 3

let stack: TestStack
const unknown: Address[] = []
let followed: Address

const manualSafes = async () =>
  Number((await stack.testDb.db.query<{ n: string }>(`select count(*) as n from safes where source = 'manual'`))[0]!.n)

beforeAll(async () => {
  stack = await startTestStack({
    // Each backfill takes several round trips of 150 ms: long enough for its order against head-following to show.
    rationed: { dialect: 'infura', latencyMs: 150 },
    indexer: { newSafesPerClient: SHARE, maxQueuedSafes: 50 },
    prepare: async (devnet) => {
      // Safes created before the gateway's startBlock: it knows them only when someone asks.
      for (let i = 0; i < FLOOD; i++)
        unknown.push(await createSafe(devnet, { owners: [1], threshold: 1, saltNonce: 9_000n + BigInt(i) }))
      return { startBlock: Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 })) + 1 }
    },
  })
  followed = await createSafe(stack.devnet, { owners: [0], threshold: 1 })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

describe('new Safes from anonymous reads', () => {
  it('are bounded per client and never stall head-following', async () => {
    const url = (safe: Address, path = '') => `${stack.gateway.url}/v1/chains/1337/safes/${safe}${path}`
    // Every read is answered (from the chain), but only the client's share is queued for backfill.
    const answers = await Promise.all(unknown.map((safe) => fetch(url(safe))))
    expect(answers.map((answer) => answer.status)).toEqual(unknown.map(() => 200))

    // A new execution on a followed Safe is indexed while the admitted backfills are still running.
    await execSafeTransaction(stack.devnet, {
      safe: followed,
      tx: { to: stack.devnet.accounts[5]!.address, value: 0n },
      signers: [0],
    })
    await stack.indexed()
    expect(await manualSafes()).toBeLessThan(SHARE)

    await waitUntil('the admitted backfills', async () => (await manualSafes()) === SHARE, { timeoutMs: 60_000 })
    // The rest were refused: reading one's history says so with a sentence and Retry-After, and stores nothing. The
    // eight reads ran at once, so which three were admitted is the order they arrived in: ask the database.
    const admitted = new Set(
      (await stack.testDb.db.query<{ address: string }>(`select address from safes where source = 'manual'`)).map(
        (row) => row.address.toLowerCase(),
      ),
    )
    const notAdmitted = unknown.find((safe) => !admitted.has(safe.toLowerCase()))
    expect(notAdmitted).toBeDefined()
    const refused = await fetch(url(notAdmitted!, '/transactions/history'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Your address added 3 new Safes to this gateway recently/,
    )
    expect(await manualSafes()).toBe(SHARE)
  })
})
