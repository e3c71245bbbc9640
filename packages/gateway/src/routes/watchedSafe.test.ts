import { createSafe, execSafeTransaction } from '@strongroom/devnet'
import { safeIndexingStatusSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitUntil } from '../testing/waitUntil'

// Issue 19: on a chain followed in watch mode through a rationed provider, a Safe someone adds shows its SafeInfo at
// once (read from the chain) and its full history once the backfill is done (docs/rpc-providers.md §5).

let stack: TestStack
let safe: Address
const EXECUTIONS = 3

beforeAll(async () => {
  stack = await startTestStack({
    rationed: { dialect: 'alchemy', maxBlockRange: 100, latencyMs: 50 },
    indexer: { mode: 'watch', maxBlockRange: 10_000 },
    prepare: async (devnet) => {
      // A long chain: the Safe's executions spread over ~1,500 blocks, 15 windows at the provider's cap.
      safe = await createSafe(devnet, { owners: [0, 1], threshold: 1 })
      for (let i = 0; i < EXECUTIONS; i++) {
        // In steps of 100: one anvil_mine of 500 blocks can outlast the client's timeout on a busy machine.
        for (let step = 0; step < 5; step++) await devnet.mine(100)
        await execSafeTransaction(devnet, {
          safe,
          tx: { to: devnet.accounts[9]!.address, value: 0n },
          signers: [i % 2],
        })
      }
      return undefined
    },
  })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

describe('a Safe added to a watched chain', () => {
  it('answers SafeInfo from the chain at once, then serves its full history', async () => {
    const base = `${stack.gateway.url}/v1/chains/1337/safes/${safe}`
    const info = await fetch(base)
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject({
      nonce: EXECUTIONS,
      threshold: 1,
      owners: [{ value: stack.devnet.accounts[0]!.address }, { value: stack.devnet.accounts[1]!.address }],
    })
    await waitUntil(
      'the backfill',
      async () => {
        const history = await fetch(`${base}/transactions/history`)
        if (history.status !== 200) return false
        const { results } = (await history.json()) as {
          results: { type: string; transaction?: { txInfo: { type: string }; executionInfo?: { type: string } } }[]
        }
        const items = results.flatMap((item) => (item.transaction ? [item.transaction] : []))
        // Its executions and its creation, found by the backfill.
        return (
          items.filter((item) => item.executionInfo?.type === 'MULTISIG').length === EXECUTIONS &&
          items.some((item) => item.txInfo.type === 'Creation')
        )
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    )
    const executed = await stack.testDb.db.query<{ nonce: string }>(
      'select nonce from multisig_transactions where safe = $1 order by nonce',
      [safe],
    )
    expect(executed).toEqual([{ nonce: '0' }, { nonce: '1' }, { nonce: '2' }])
    // Watch mode followed nothing else: the chain's demo deployments and other activity left no Safe rows.
    expect(await stack.testDb.db.query('select address from safes')).toEqual([{ address: safe }])

    // The indexing status says the history is complete back to the Safe's creation.
    const [creation] = await stack.testDb.db.query<{ block: string; at: Date }>(
      'select creation_block_number as block, created_at as at from safes',
    )
    const status = await fetch(`${base}/indexing`)
    expect(status.status).toBe(200)
    expect(safeIndexingStatusSchema.parse(await status.json())).toEqual({
      history: {
        state: 'complete',
        completeBackToBlock: Number(creation!.block),
        completeBackToTimestamp: new Date(creation!.at).toISOString(),
        progress: 1,
      },
      node: { limits: [] },
    })
  })

  it('answers the indexing status of a Safe it does not follow, or of a chain it does not serve, with a sentence', async () => {
    const stranger = stack.devnet.accounts[7]!.address
    const unknown = await fetch(`${stack.gateway.url}/v1/chains/1337/safes/${stranger}/indexing`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      message: `This gateway does not follow the Safe ${stranger} on chain 1337 yet; opening the Safe adds it.`,
    })
    const otherChain = await fetch(`${stack.gateway.url}/v1/chains/5/safes/${safe}/indexing`)
    expect(otherChain.status).toBe(404)
  })
})
