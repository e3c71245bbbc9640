import { startDevnet } from '@strongroom/devnet'
import { createChainClient, readSafeOnChain, testConfig } from '@strongroom/gateway/testing'
import { type BareRoute, BareServerProcess } from '../BareServerProcess'
import { BenchArgs } from '../BenchArgs'
import { BenchDatabase } from '../BenchDatabase'
import { BenchError } from '../BenchError'
import { formatNumber } from '../formatNumber'
import { formatTable } from '../formatTable'
import { GatewayProcess } from '../GatewayProcess'
import { measureCalls } from '../measureCalls'
import { type LoadResult, measureLoad } from '../measureLoad'
import { createReadsFixture } from './createReadsFixture'

/** Targets from issue 3 ("Done when"). */
const THROUGHPUT_TARGET = 0.5
const HISTORY_P50_TARGET_MS = 50
/** Headers that belong to one connection or answer, not to the resource. */
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

type Endpoint = { name: string; path: string }
type EndpointResult = {
  endpoint: Endpoint
  bytes: number
  single: LoadResult
  gateway: LoadResult
  bare: LoadResult
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
const pair = (result: LoadResult) => `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`
/** Two significant digits below 0.1 (the gateway's ratios can be thousandths). */
const ratio = (value: number) => `${value >= 0.1 ? value.toFixed(2) : value.toPrecision(2)}x`

/**
 * `npm run bench -- gateway-reads [--quick] [--connections=N] [--duration=S] [--transactions=N]`: requests/s and
 * p50/p99 latency of the history's first page, the queue and SafeInfo of a Safe with 10,000 executed transactions,
 * served by the gateway in a child process, side by side with a bare node:http child returning the same bytes, and
 * the ratio. It prints figures; it never fails on them.
 */
export async function gatewayReads(argv: readonly string[]): Promise<void> {
  const args = new BenchArgs(argv)
  const quick = args.flag('quick')
  const connections = args.number('connections', 8)
  const durationMs = args.number('duration', quick ? 2 : 10) * 1000
  const warmupMs = quick ? 500 : 2_000
  const transactions = args.number('transactions', 10_000)

  console.log(
    `\ngateway-reads${quick ? ' (quick)' : ''}: building a Safe with ${formatNumber(transactions)} transactions…`,
  )
  const devnet = await startDevnet()
  const database = await BenchDatabase.open()
  let gateway: GatewayProcess | null = null
  let bare: BareServerProcess | null = null
  try {
    const chain = testConfig(devnet).chains[0]!
    const fixture = await createReadsFixture(devnet, database.db, { chain, transactions })
    const { seeded } = fixture
    console.log(
      `  Safe ${fixture.safe} (2 of 3): ${formatNumber(fixture.realExecutions + seeded.executions)} executed multisig ` +
        `transactions (${fixture.realExecutions} mined on the devnet and indexed, ${formatNumber(seeded.executions)} ` +
        `seeded), ${formatNumber(seeded.incoming)} incoming transfers, ${seeded.queued} queued proposals ` +
        `(${seeded.conflicts} nonces in conflict), nonce ${seeded.nonce}`,
    )
    console.log(
      `  rows seeded: ${formatNumber(seeded.confirmations)} confirmations, ${formatNumber(seeded.transfers)} transfers, ` +
        `${formatNumber(seeded.safeEvents)} safe_events, ${formatNumber(seeded.blocks)} blocks ` +
        `(chain ${fixture.seconds.chain.toFixed(1)} s, index ${fixture.seconds.index.toFixed(1)} s, ` +
        `seed ${fixture.seconds.seed.toFixed(1)} s)`,
    )

    console.log('  starting the gateway and the bare server (child processes)…')
    gateway = await GatewayProcess.start({
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      database: await database.handOver(),
      pollingIntervalMs: chain.indexer.pollingIntervalMs,
    })
    await gateway.waitForBlock(fixture.indexedBlock)
    const base = `/v1/chains/${devnet.chainId}/safes/${fixture.safe}`
    const endpoints: Endpoint[] = [
      { name: 'history, first page', path: `${base}/transactions/history?timezone=UTC&trusted=false` },
      { name: 'queued', path: `${base}/transactions/queued?trusted=true` },
      { name: 'safe-info', path: base },
    ]
    const routes = await Promise.all(endpoints.map((endpoint) => fetchRoute(gateway!.url, endpoint)))
    bare = await BareServerProcess.start(routes)

    const results: EndpointResult[] = []
    for (const [index, endpoint] of endpoints.entries()) {
      const bytes = routes[index]!.body.byteLength
      const load = (url: string, count: number) =>
        measureLoad({ url: url + endpoint.path, connections: count, durationMs, warmupMs, expectedBytes: bytes })
      console.log(`  measuring ${endpoint.name}…`)
      const single = await load(gateway.url, 1)
      const onGateway = await load(gateway.url, connections)
      const onBare = await load(bare.url, connections)
      results.push({ endpoint, bytes, single, gateway: onGateway, bare: onBare })
    }

    // What safe-info costs before any HTTP: the RPC reads it makes per request, from this process to the same anvil.
    const client = createChainClient(chain)
    const rpcRead = () => readSafeOnChain({ client, chainId: chain.chainId, address: fixture.safe })
    const rpcSingle = await measureCalls(rpcRead, { concurrency: 1, durationMs: durationMs / 2, warmupMs })
    const rpcLoaded = await measureCalls(rpcRead, { concurrency: connections, durationMs, warmupMs })

    const safeInfo = JSON.parse(new TextDecoder().decode(routes[2]!.body)) as { nonce?: number }
    print({
      results,
      connections,
      durationMs,
      warmupMs,
      label: database.label,
      rpcSingle,
      rpcLoaded,
      nonces: { chain: safeInfo.nonce ?? null, indexed: seeded.nonce },
    })
  } finally {
    await bare?.stop()
    await gateway?.stop()
    await database.close()
    await devnet.stop()
  }
}

async function fetchRoute(gatewayUrl: string, endpoint: Endpoint): Promise<BareRoute> {
  const response = await fetch(gatewayUrl + endpoint.path, { headers: { accept: 'application/json' } })
  const body = new Uint8Array(await response.arrayBuffer())
  if (response.status !== 200)
    throw new BenchError(`The gateway answered ${endpoint.name} with ${response.status}.`, {
      details: { path: endpoint.path, body: new TextDecoder().decode(body).slice(0, 500) },
    })
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER_HEADERS.has(name)) headers[name] = value
  })
  return { path: endpoint.path, body, headers }
}

function print({
  results,
  connections,
  durationMs,
  warmupMs,
  label,
  rpcSingle,
  rpcLoaded,
  nonces,
}: {
  results: EndpointResult[]
  connections: number
  durationMs: number
  warmupMs: number
  label: string
  rpcSingle: LoadResult
  rpcLoaded: LoadResult
  nonces: { chain: number | null; indexed: bigint }
}): void {
  console.log(
    `\ngateway-reads: ${connections} keep-alive connections, ${durationMs / 1000} s per run after a ` +
      `${warmupMs / 1000} s warm-up; gateway (${label}) and bare node:http server in child processes`,
  )
  const rows = results.map(({ endpoint, bytes, single, gateway, bare }) => [
    endpoint.name,
    `${formatNumber(bytes / 1000, 1)} KB`,
    formatNumber(gateway.requestsPerSecond),
    formatNumber(bare.requestsPerSecond),
    ratio(gateway.requestsPerSecond / bare.requestsPerSecond),
    pair(gateway),
    pair(bare),
    pair(single),
  ])
  console.log(
    formatTable(
      [
        'endpoint',
        'body',
        'gateway req/s',
        'bare req/s',
        'gateway/bare',
        `gateway p50/p99 ms`,
        `bare p50/p99 ms`,
        'gateway 1 conn p50/p99 ms',
      ],
      rows,
    ),
  )
  const errors = results.flatMap(({ endpoint, single, gateway, bare }) =>
    single.errors + gateway.errors + bare.errors > 0 ? [endpoint.name] : [],
  )
  if (errors.length > 0) console.log(`  ! non-200 or wrong-length answers on: ${errors.join(', ')}`)

  const history = results[0]!
  const ratios = results
    .map(({ endpoint, gateway, bare }) => {
      const value = gateway.requestsPerSecond / bare.requestsPerSecond
      return `${endpoint.name} ${ratio(value)}${value >= THROUGHPUT_TARGET ? '' : ' (below)'}`
    })
    .join(', ')
  console.log('\ntargets (issue 3):')
  console.log(`  hot reads >= ${THROUGHPUT_TARGET}x the bare server's throughput: ${ratios}`)
  console.log(
    `  history first page p50 < ${HISTORY_P50_TARGET_MS} ms: ${ms(history.single.p50Ms)} ms with 1 connection` +
      `${history.single.p50Ms < HISTORY_P50_TARGET_MS ? '' : ' (above)'}, ${ms(history.gateway.p50Ms)} ms with ` +
      `${connections}${history.gateway.p50Ms < HISTORY_P50_TARGET_MS ? '' : ' (above)'}`,
  )
  console.log('\nnotes:')
  console.log(
    '  - The read path is measured on seeded rows: a few executions are real (mined, indexed by the indexer), the rest' +
      ' were inserted in bulk the way the indexer writes them, into real empty blocks (their signatures are' +
      ' well-formed placeholders; reads never verify executed signatures).',
  )
  console.log(
    `  - safe-info reads owners, threshold, nonce, modules, guard, fallback handler, singleton and VERSION live from` +
      ` the chain: 8 JSON-RPC calls (one HTTP batch) per computed answer. Those reads alone, from this process to the` +
      ` same anvil: ${ms(rpcSingle.p50Ms)} ms p50 with 1 caller, ${formatNumber(rpcLoaded.requestsPerSecond)}/s with` +
      ` ${connections} callers. The gateway caches the answer until the next block or Safe change, so they are paid` +
      ` once per block, not per request (the chain stands still during the runs).`,
  )
  console.log(
    '  - All three are answered from the response cache after the first request (nothing changes during the runs):' +
      ' the figures measure the hit path (a key, a map lookup and the CORS headers, in front of Fastify) against a' +
      ' bare server; the first request of each computed the answer.',
  )
  console.log(
    `  - safe-info answers the chain's nonce (${nonces.chain}: the real executions only); history and queue use the` +
      ` indexed nonce (${nonces.indexed}), which includes the seeded ones.`,
  )
  console.log(
    '  - The bare server and the load generator share 2 cores with the gateway and other work; the bare figure is' +
      ' partly capped by the client, so the ratios are upper bounds.',
  )
}
