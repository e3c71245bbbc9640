import {
  createSafe,
  type Devnet,
  execSafeTransaction,
  type RationedRpcOptions,
  startDevnet,
  startRationedRpc,
} from '@strongroom/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainConfig } from '../config'
import { type Gateway, startGateway } from '../startGateway'
import { dumpIndexedRows } from '../testing/dumpIndexedRows'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { testConfig } from '../testing/testChainConfig'
import { waitUntil } from '../testing/waitUntil'

// Issue 19: a node that cannot serve what the gateway needs is named in /health in a sentence with what to change
// (docs/rpc-providers.md §7); a node of another chain is named too, and nothing is read from it (§8).

type ChainHealth = {
  chainId: string
  indexing: boolean | null
  lastError: string | null
  node: { limits: string[]; messages: string[] }
}
type Health = { code: number; status: string; message: string; chains: ChainHealth[] }

let devnet: Devnet
const cleanups: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await devnet?.stop()
})

/** A gateway on its own database reading the devnet through a proxy with `options`. */
async function gatewayThrough(
  options: Omit<RationedRpcOptions, 'upstream'>,
  indexer: Partial<ChainConfig['indexer']> = {},
): Promise<{ gateway: Gateway; db: TestDb }> {
  const proxy = await startRationedRpc({ upstream: devnet.rpcUrl, ...options })
  cleanups.push(() => proxy.stop())
  const db = await openTestDb()
  cleanups.push(() => db.dispose())
  const gateway = await startGateway({
    config: testConfig({ rpcUrl: proxy.url, chainId: devnet.chainId }, { indexer }),
    db: db.db,
    host: '127.0.0.1',
    port: 0,
  })
  cleanups.push(() => gateway.stop())
  return { gateway, db }
}

async function health(gateway: Gateway): Promise<Health> {
  const response = await fetch(`${gateway.url}/health`)
  const body = (await response.json()) as Health
  expect(response.status).toBe(body.code)
  return body
}

describe('GET /health names what the node cannot serve', () => {
  it('names no limit for a node that serves everything', async () => {
    const { gateway } = await gatewayThrough({ dialect: 'geth' })
    await gateway.chains.get('1337')!.indexer!.waitForBlock(Number(await devnet.publicClient.getBlockNumber()))
    const body = await health(gateway)
    expect(body.chains[0]!.node).toEqual({ limits: [], messages: [] })
    expect(body.message).toBe('Indexing is up to date.')
  })

  it('names a node without old logs, old state or tracing, each in a sentence with what to change', async () => {
    const { gateway } = await gatewayThrough({
      dialect: 'publicnode',
      archiveBlocks: 2,
      unavailableMethods: ['debug_traceTransaction', 'trace_transaction'],
    })
    await waitUntil('the three limits', async () => (await health(gateway)).chains[0]!.node.limits.length === 3)
    const body = await health(gateway)
    const [chain] = body.chains
    expect(chain!.node.limits).toEqual(['no-old-logs', 'no-archive-state', 'no-tracing'])
    expect(chain!.node.messages).toEqual([
      expect.stringMatching(
        /^The Strongroom Devnet node this gateway reads serves no logs of old blocks, .* operator can set this chain's RPC URL to an archive node/,
      ),
      expect.stringMatching(/^The Strongroom Devnet node this gateway reads keeps no state of old blocks/),
      expect.stringMatching(/^The Strongroom Devnet node this gateway reads cannot trace transactions/),
    ])
    // The indexer's refused step is named too (it reads logs from block 0), not hidden behind "see the log".
    await waitUntil('the failed step', async () => (await health(gateway)).chains[0]!.lastError !== null)
    const failed = await health(gateway)
    expect(failed.chains[0]!.lastError).toMatch(/^The node of chain 1337 does not serve logs of blocks \d+–\d+/)
    expect(failed.code).toBe(503)
    for (const sentence of [failed.chains[0]!.lastError!, ...chain!.node.messages])
      expect(failed.message).toContain(sentence)
  })

  it('gives the Safe’s screens the same limits through its indexing status', async () => {
    const { gateway } = await gatewayThrough({
      dialect: 'geth',
      unavailableMethods: ['debug_traceTransaction', 'trace_transaction'],
    })
    const safe = await createSafe(devnet, { owners: [0], threshold: 1 })
    await gateway.chains.get('1337')!.indexer!.waitForBlock(Number(await devnet.publicClient.getBlockNumber()))
    await waitUntil('the limit', async () => (await health(gateway)).chains[0]!.node.limits.length > 0)
    const response = await fetch(`${gateway.url}/v1/chains/1337/safes/${safe}/indexing`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { node: unknown }).node).toEqual({ limits: ['no-tracing'] })
  })

  it('names a node of another chain, reads nothing from it and stores nothing', async () => {
    const { gateway, db } = await gatewayThrough({ dialect: 'geth', misbehave: { chainId: 8453 } })
    await waitUntil('the indexer to stop', async () => (await health(gateway)).chains[0]!.indexing === false)
    const body = await health(gateway)
    expect(body.chains[0]!.lastError).toBe('The RPC of chain 1337 serves chain 8453.')
    expect(body.message).toBe('Indexing is behind or failing on chain 1337. The RPC of chain 1337 serves chain 8453.')
    // A live read (SafeInfo of a Safe the index lacks, from the chain) is refused with the sentence too.
    const safe = devnet.accounts[0]!.address
    const response = await fetch(`${gateway.url}/v1/chains/1337/safes/${safe}/nonces`)
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ code: 502, message: 'The RPC of chain 1337 serves chain 8453.' })
    const rows = await dumpIndexedRows(db.db)
    expect(Object.values(rows).every((table) => table.length === 0)).toBe(true)
  })

  it('does not complete a Safe’s history from a node that answers old blocks empty instead of refusing them', async () => {
    const safe = await createSafe(devnet, { owners: [0], threshold: 1 })
    await execSafeTransaction(devnet, { safe, tx: { to: devnet.accounts[9]!.address, value: 0n }, signers: [0] })
    await devnet.mine(20)
    const { gateway } = await gatewayThrough(
      { dialect: 'geth', archiveBlocks: 8, misbehave: { emptyBeyondArchive: true } },
      { mode: 'watch' },
    )
    await gateway.chains.get('1337')!.indexer!.waitForBlock(Number(await devnet.publicClient.getBlockNumber()))
    // Reading the Safe follows it (its state is recent, so it answers) and starts its backfill.
    expect((await fetch(`${gateway.url}/v1/chains/1337/safes/${safe}`)).status).toBe(200)
    await waitUntil(
      'the backfill to fail on the empty answers',
      async () => (await health(gateway)).chains[0]!.lastError !== null,
    )
    expect((await health(gateway)).chains[0]!.lastError).toMatch(
      new RegExp(
        `^The node of chain 1337 answered blocks 0–\\d+ without the creation of Safe ${safe}, which has no code at block 0: the node answered some blocks empty instead of refusing them\\.`,
      ),
    )
    const status = (await (await fetch(`${gateway.url}/v1/chains/1337/safes/${safe}/indexing`)).json()) as {
      history: { state: string }
    }
    // Not complete: still waiting for (or in) its backfill.
    expect(status.history.state).not.toBe('complete')
  })

  it('answers a chain it does not serve with a sentence naming those it serves', async () => {
    const { gateway } = await gatewayThrough({ dialect: 'geth' })
    const response = await fetch(`${gateway.url}/v1/chains/5/safes/${devnet.accounts[0]!.address}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({
      code: 404,
      message:
        "This gateway does not serve chain 5 (it serves chain 1337); its operator can add the chain to the gateway's configuration.",
    })
  })
})
