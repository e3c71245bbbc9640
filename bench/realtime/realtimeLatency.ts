import { createSafe, type Devnet, startDevnet } from '@strongroom/devnet'
import {
  buildProposeTransactionBody,
  createSafeTx,
  encodeExecTransaction,
  getSafeTxTypedData,
  joinSignatures,
  type SafeTx,
  StrongroomError,
} from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { GatewayChildProcess } from './GatewayChildProcess'
import { percentile } from './percentile'
import { SafeEventStreamClient } from './SafeEventStreamClient'

/** The issue's target for proposal → event at a second client, p95. */
export const PROPOSAL_TARGET_P95_MS = 250
/** Enough gas for execTransaction of a plain call with one signature. */
const EXEC_GAS = 300_000n

function option(argv: readonly string[], name: string, fallback: number): number {
  const given = argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1]
  const value = given === undefined ? fallback : Number(given)
  if (!Number.isInteger(value) || value < 1)
    throw new StrongroomError(`--${name} must be a positive integer.`, { details: { given } })
  return value
}

async function sign(devnet: Devnet, safe: Address, tx: SafeTx): Promise<Hex> {
  const data = await devnet
    .walletClient(0)
    .signTypedData(getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx }))
  return joinSignatures([{ signer: devnet.accounts[0]!.address, data, kind: 'EOA' }])
}

/** The propose body Safe{Wallet} sends for `tx`, signed by its sender (dev account 0). */
async function proposalBody(devnet: Devnet, safe: Address, tx: SafeTx): Promise<string> {
  const signature = await sign(devnet, safe, tx)
  const sender = devnet.accounts[0]!.address
  return JSON.stringify(buildProposeTransactionBody({ chainId: devnet.chainId, safe, tx, sender, signature }))
}

async function waitUntilIndexed(gatewayUrl: string, chainId: number, safe: Address): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const response = await fetch(`${gatewayUrl}/v1/chains/${chainId}/safes/${safe}`)
    if (response.ok && ((await response.json()) as { txHistoryTag: string }).txHistoryTag !== '0') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new StrongroomError('The gateway did not index the bench Safe within a minute.', { details: { safe } })
}

const reasonIs = (reason: string) => (event: { event: string; data: string }) =>
  event.event === 'safe-change' && (JSON.parse(event.data) as { reason: string }).reason === reason

function row(label: string, values: readonly number[], note = ''): string {
  const figures = [50, 95, 99].map((p) => `${percentile(values, p).toFixed(1).padStart(7)} ms`).join('  ')
  return `  ${label.padEnd(34)} ${figures}   n=${values.length}${note ? `  ${note}` : ''}`
}

/**
 * Live-update latency (issue "Live updates"): a gateway in a child process on a fresh devnet, one Safe, and a second
 * client holding its event stream open. Proposals: from the start of the propose POST by one owner to the
 * `safe-change` event at the other client. Executions: from the moment anvil mined an execTransaction (automine
 * returns the hash once the block is mined) to its event, which passes through the indexer's polling. Prints
 * p50/p95/p99; never fails on timings. Options: --proposals=200 --executions=50.
 */
export async function realtimeLatency(argv: readonly string[]): Promise<void> {
  const proposals = option(argv, 'proposals', 200)
  const executions = Math.min(option(argv, 'executions', 50), proposals)
  const devnet = await startDevnet()
  let gateway: GatewayChildProcess | null = null
  let coOwner: SafeEventStreamClient | null = null
  try {
    gateway = await GatewayChildProcess.start({ rpcUrl: devnet.rpcUrl, chainId: devnet.chainId })
    const safe = await createSafe(devnet, { owners: [0, 1], threshold: 1 })
    await waitUntilIndexed(gateway.url, devnet.chainId, safe)
    coOwner = await SafeEventStreamClient.open(`${gateway.url}/v1/chains/${devnet.chainId}/safes/${safe}/events`)
    const proposeUrl = `${gateway.url}/v1/chains/${devnet.chainId}/transactions/${safe}/propose`
    const recipient = devnet.accounts[9]!.address

    const answered: number[] = []
    const delivered: number[] = []
    for (let nonce = 0; nonce < proposals; nonce++) {
      const body = await proposalBody(devnet, safe, createSafeTx({ to: recipient, nonce: BigInt(nonce) }))
      const arrival = coOwner.waitFor(reasonIs('proposal'))
      const started = performance.now()
      const response = await fetch(proposeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      answered.push(performance.now() - started)
      if (response.status !== 200)
        throw new StrongroomError(`Propose answered ${response.status}.`, { details: { body: await response.text() } })
      await response.arrayBuffer()
      delivered.push((await arrival) - started)
    }

    const indexed: number[] = []
    for (let nonce = 0; nonce < executions; nonce++) {
      const tx = createSafeTx({ to: recipient, nonce: BigInt(nonce) })
      const data = encodeExecTransaction({ tx, signatures: await sign(devnet, safe, tx) })
      const arrival = coOwner.waitFor(reasonIs('execution'))
      await devnet.walletClient(1).sendTransaction({ to: safe, data, gas: EXEC_GAS })
      const mined = performance.now()
      indexed.push((await arrival) - mined)
    }

    console.log(
      `realtime: live updates over Server-Sent Events (gateway in a child process, ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite in memory'})`,
    )
    console.log(`  ${''.padEnd(34)} ${['p50', 'p95', 'p99'].map((p) => p.padStart(10)).join('  ')}`)
    console.log(row('propose POST answered', answered))
    console.log(row('proposal → event at 2nd client', delivered, `target p95 < ${PROPOSAL_TARGET_P95_MS} ms`))
    console.log(row('execution mined → event', indexed, `indexer polls every ${gateway.pollingIntervalMs} ms`))
  } finally {
    coOwner?.close()
    await gateway?.stop()
    await devnet.stop()
  }
}
