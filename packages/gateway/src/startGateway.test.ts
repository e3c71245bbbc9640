import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSafe } from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from './db/openDb'
import type { Gateway } from './startGateway'
import { migratedTemplate } from './testing/openTestDb'
import { startSecondGateway } from './testing/startSecondGateway'
import { startTestStack, type TestStack } from './testing/startTestStack'
import { waitUntil } from './testing/waitUntil'

let stack: TestStack
let second: Gateway
const chainId = '1337'

async function ownedSafes(gateway: Gateway, owner: Address): Promise<string[]> {
  const response = await fetch(`${gateway.url}/v1/chains/${chainId}/owners/${owner}/safes`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { safes: string[] }).safes
}

beforeAll(async () => {
  stack = await startTestStack()
  second = await startSecondGateway(stack, { lockRetryMs: 100 })
})

afterAll(async () => {
  await second?.stop()
  await stack?.stop()
})

describe('startGateway', () => {
  it('indexes in one process only (advisory lock) while both serve the indexed data', async () => {
    const first = stack.gateway
    expect(first.chains.get(chainId)?.indexer).toBeDefined()
    expect(second.chains.get(chainId)?.indexer).toBeUndefined()

    const owner = stack.devnet.accounts[1]!.address
    const safe = await createSafe(stack.devnet, { owners: [1], threshold: 1 })
    const block = await stack.indexed()
    expect(await ownedSafes(first, owner)).toEqual([safe])
    expect(await ownedSafes(second, owner)).toEqual([safe])

    // The follower reports the leader's progress from the checkpoint.
    await waitUntil(
      'the follower to observe the checkpoint',
      () => second.chains.get(chainId)!.status().indexedBlock === block,
    )
    expect(second.chains.get(chainId)!.status()).toMatchObject({ indexing: false, lagBlocks: 0, syncing: false })
    for (const gateway of [first, second]) {
      const health = await fetch(`${gateway.url}/health`)
      expect(health.status).toBe(200)
    }
  })

  it('hands indexing over when the indexing process stops', async () => {
    await stack.gateway.stop()
    await waitUntil('the second gateway to take the lock', () => second.chains.get(chainId)?.indexer !== undefined)
    const owner = stack.devnet.accounts[2]!.address
    const safe = await createSafe(stack.devnet, { owners: [2], threshold: 1 })
    const head = Number(await stack.devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    await second.chains.get(chainId)!.indexer!.waitForBlock(head)
    expect(await ownedSafes(second, owner)).toEqual([safe])
  })

  it('runs as a CLI (main.ts) from the environment and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'strongroom-cli-'))
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        RPC_URL: stack.devnet.rpcUrl,
        CHAIN_ID: chainId,
        LOG_LEVEL: 'info',
      }
      if (process.env.DATABASE_URL) env.DATABASE_URL = stack.testDb.location.databaseUrl
      else {
        // Seed the data directory from the migrated template so the child skips PGlite's initdb.
        await (await openDb({ dataDir, template: await migratedTemplate() })).close()
        env.DATA_DIR = dataDir
      }
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
      try {
        await waitUntil('the CLI to listen', () => output.includes('gateway listening'), { timeoutMs: 90_000 })
        const line = output.split('\n').find((entry) => entry.includes('gateway listening'))!
        const { url } = JSON.parse(line) as { url: string }
        const chains = (await (await fetch(`${url}/v1/chains`)).json()) as { results: { chainId: string }[] }
        expect(chains.results.map((chain) => chain.chainId)).toEqual([chainId])
        // A second gateway on the same PGlite directory is refused, naming the running one.
        if (env.DATA_DIR)
          await expect(openDb({ dataDir })).rejects.toThrow(
            new RegExp(`in use by another process: pid ${child.pid} \\(.*main\\.ts`),
          )
      } finally {
        child.kill('SIGTERM')
      }
      expect(await exited).toBe(0)
      expect(output).toContain('shutting down')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
