import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSafe, type Devnet, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from './db/openDb'
import { dumpIndexedRows } from './testing/dumpIndexedRows'
import { migratedTemplate, openTestDb } from './testing/openTestDb'
import { buildTestProposal, postTestProposal } from './testing/proposeForTest'
import { startTestIndexer } from './testing/startTestIndexer'
import { testConfig } from './testing/testChainConfig'
import { waitUntil } from './testing/waitUntil'

// The gateway as users run it (main.ts in its own process, PGlite in a folder), killed with SIGKILL at random moments
// while it catches up and while clients post proposals, then compared with a clean run of the same chain.
const KILLS = 20
const SEED = 12

let devnet: Devnet
let multisig: Address
let multisigBlock: number
const dirs: string[] = []
const children = new Set<ChildProcess>()

/** Deterministic randomness (mulberry32), so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Some Safe traffic and empty blocks, so each restart has a stretch of chain to catch up on. */
async function addActivity(round: number): Promise<void> {
  const safe = await createSafe(devnet, { owners: [3 + (round % 3)], threshold: 1, fundWei: parseEther('0.1') })
  await devnet.mine(7)
  await fundToken(devnet, { token: devnet.demo!.tokens.dai, to: safe, amount: 10n ** 15n })
  await execSafeTransaction(devnet, {
    safe,
    tx: { to: devnet.accounts[9]!.address, value: 1n },
    signers: [3 + (round % 3)],
  })
  await fundEth(devnet, { to: multisig, wei: 5n, from: 8 })
  await devnet.mine(11)
}

type Life = { child: ChildProcess; url: Promise<string>; exited: Promise<void>; output: () => string }

function startGatewayProcess(env: NodeJS.ProcessEnv): Life {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./main.ts', import.meta.url))], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  let announce: (url: string) => void = () => {}
  const url = new Promise<string>((resolve) => {
    announce = resolve
  })
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    const line = output.split('\n').find((entry) => entry.includes('"gateway listening"'))
    if (line) announce((JSON.parse(line) as { url: string }).url)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child)
      resolve()
    }),
  )
  return { child, url, exited, output: () => output }
}

type Posted = { kind: 'proposal' | 'confirmation'; safeTxHash: string; accepted: boolean }

/** Proposes (owner 0 signs) and confirms (owner 1) one transaction after another until `until` settles. */
async function postUntil(url: string, until: Promise<void>, nonce: { next: number }, posted: Posted[]) {
  let done = false
  void until.then(() => {
    done = true
  })
  // Proposals wait until the index holds the Safe's creation: one proposed earlier registers the Safe from a chain
  // snapshot ('manual'), which a clean run without proposals would not do.
  while (!done && !(await indexedUpTo(url, multisigBlock))) await new Promise((resolve) => setTimeout(resolve, 100))
  while (!done) {
    const tx = createSafeTx({ to: devnet.accounts[7]!.address, value: 1n, nonce: BigInt(nonce.next++) })
    for (const [kind, signer] of [
      ['proposal', 0],
      ['confirmation', 1],
    ] as const) {
      const body = await buildTestProposal(devnet, { safe: multisig, tx, sender: signer, signers: [signer] })
      const accepted = await postTestProposal(url, { chainId: devnet.chainId, safe: multisig, proposal: body }).then(
        (response) => response.ok,
        () => false, // connection refused or cut by the kill
      )
      posted.push({ kind, safeTxHash: body.safeTxHash, accepted })
      if (done) break
    }
  }
}

async function indexedUpTo(url: string, block: number): Promise<boolean> {
  try {
    const health = (await (await fetch(`${url}/health`)).json()) as { chains: { indexedBlock: number | null }[] }
    return (health.chains[0]?.indexedBlock ?? -1) >= block
  } catch {
    return false // killed meanwhile
  }
}

beforeAll(async () => {
  devnet = await startDevnet()
  multisig = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  multisigBlock = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
  for (let round = 0; round < 4; round++) await addActivity(round)
})

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await devnet?.stop()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('crash safety of the gateway process', () => {
  it(`loses and doubles nothing when killed ${KILLS} times with SIGKILL during catch-up and proposals`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'strongroom-crash-'))
    dirs.push(dir)
    const dataDir = join(dir, 'gateway')
    // Seeded from the migrated template: PGlite's initdb would add seconds to the first life only.
    await (await openDb({ dataDir, template: await migratedTemplate() })).close()
    // Small fixed ranges, so a catch-up is many commits and a kill usually lands between two of them or inside one.
    const chain = testConfig(devnet, { indexer: { initialBlockRange: 5, maxBlockRange: 5 } }).chains[0]!
    const configPath = join(dir, 'config.json')
    writeFileSync(configPath, JSON.stringify({ chains: [{ ...chain, indexer: { ...chain.indexer } }] }))
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      GATEWAY_CONFIG: configPath,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    }
    delete env.DATABASE_URL

    const next = random(SEED)
    const posted: Posted[] = []
    const nonce = { next: 0 }
    let startMs = 10_000 // how long a start takes on this machine, measured from the first life on
    for (let kill = 0; kill < KILLS; kill++) {
      const life = startGatewayProcess(env)
      const spawned = Date.now()
      // Anywhere from late in the start (migrations check, first indexing steps) to a few seconds into serving.
      const delay = startMs * (0.6 + 0.4 * next()) + 3_000 * next()
      const killed = new Promise<void>((resolve) =>
        setTimeout(() => {
          life.child.kill('SIGKILL')
          resolve()
        }, delay),
      )
      const posting = Promise.race([life.url, killed]).then((url) =>
        typeof url === 'string' ? postUntil(url, killed, nonce, posted) : undefined,
      )
      let announced = false
      void life.url.then(() => {
        announced = true
        startMs = Date.now() - spawned
      })
      await Promise.all([killed, life.exited, posting])
      if (!announced) startMs *= 1.5 // killed before it listened: this machine starts slower than assumed
      // The next life has new blocks to catch up on.
      if (kill % 4 === 3) await addActivity(kill)
    }

    // A last life, left to catch up and then stopped cleanly.
    const head = Number(await devnet.publicClient.getBlockNumber({ cacheTime: 0 }))
    const last = startGatewayProcess(env)
    const url = await Promise.race([last.url, last.exited.then(() => '')])
    expect(url, last.output()).not.toBe('')
    await waitUntil('the restarted gateway to catch up', () => indexedUpTo(url, head), { timeoutMs: 120_000 })
    last.child.kill('SIGTERM')
    await last.exited

    const reference = await openTestDb()
    try {
      const indexer = startTestIndexer({ devnet, db: reference.db, chain: testConfig(devnet).chains[0]! })
      await indexer.caughtUp(head)
      await indexer.stop()
      const db = await openDb({ dataDir })
      try {
        const expected = await onChainRows(reference.db)
        const actual = await onChainRows(db)
        const counts = (dump: typeof actual) =>
          Object.fromEntries(Object.entries(dump).map(([table, rows]) => [table, rows.length]))
        expect(counts(actual)).toEqual(counts(expected))
        expect(actual).toEqual(expected)
        expect(expected.safes!.length).toBe(1 + 4 + KILLS / 4)

        // Off-chain data: every proposal stored with its proposer's confirmation, every accepted post stored.
        const proposals = await db.query<{ safe_tx_hash: string; proposer: string; signers: string[] }>(
          `select t.safe_tx_hash, t.proposer,
             coalesce(array_agg(lower(c.owner)) filter (where c.owner is not null), '{}') as signers
           from multisig_transactions t left join multisig_confirmations c using (chain_id, safe_tx_hash)
           where t.source = 'offchain' group by t.safe_tx_hash, t.proposer`,
        )
        const owner = (index: number) => devnet.accounts[index]!.address.toLowerCase()
        const stored = new Map(proposals.map((row) => [row.safe_tx_hash, row.signers]))
        // Never half: a stored proposal always has its proposer's signature.
        for (const row of proposals) expect(row.signers, row.safe_tx_hash).toContain(row.proposer.toLowerCase())
        const orphans = await db.query(
          `select 1 from multisig_confirmations c where not exists (select 1 from multisig_transactions t
             where t.chain_id = c.chain_id and t.safe_tx_hash = c.safe_tx_hash)`,
        )
        expect(orphans).toEqual([])
        for (const post of posted.filter((entry) => entry.accepted))
          expect(stored.get(post.safeTxHash), `${post.kind} ${post.safeTxHash}`).toContain(
            owner(post.kind === 'proposal' ? 0 : 1),
          )
        // The test proves something only if posts were both accepted and cut off along the way.
        expect(posted.filter((entry) => entry.accepted).length).toBeGreaterThan(0)
      } finally {
        await db.close()
      }
    } finally {
      await reference.dispose()
    }
  }, 1_200_000)
})

/**
 * Indexed rows minus what depends on how the work was split: the headers kept for reorg detection (range
 * boundaries) and off-chain proposals (the clean run has none).
 */
async function onChainRows(
  db: Parameters<typeof dumpIndexedRows>[0],
): Promise<Record<string, Record<string, unknown>[]>> {
  const dump = await dumpIndexedRows(db)
  return {
    ...dump,
    blocks: [],
    multisig_transactions: (dump.multisig_transactions ?? []).filter((row) => row.source === 'onchain'),
    multisig_confirmations: (dump.multisig_confirmations ?? []).filter((row) => row.source === 'onchain'),
  }
}
