// `npm start`: devnet + gateway (PGlite, or DATABASE_URL) + web app on one machine, with a demo Safe ready to use.
// Chain and database live under .data/ so a restart keeps proposals, history and the demo Safe; `--fresh` starts over.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { createSafe, demoNftAbi, execSafeTransaction, fundEth, fundToken, startDevnet } from '@strongroom/devnet'
import {
  type DirectoryLock,
  DirectoryLockedError,
  loadConfig,
  loadSafeAppsRegistry,
  lockDirectory,
  startGateway,
} from '@strongroom/gateway'
import { buildProposeTransactionBody, createSafeTx, getSafeTxTypedData } from '@strongroom/protocol'
import { serveSampleApp } from '@strongroom/sample-app/server'
import { sampleAppListings, withSampleAppListings } from '@strongroom/sample-app/server/sampleAppListings'
import { serveWeb } from '@strongroom/web/server'
import { type Address, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const root = resolve(import.meta.dirname, '..')
const { values: flags } = parseArgs({
  options: { fresh: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
})
if (flags.help) {
  console.log(`npm start [-- --fresh]
  Starts the chain (anvil, chain id 1337), the gateway, the web app and the sample Safe App, and prepares a demo
  2-of-3 Safe.
  --fresh   forget the chain and database kept under .data/ and start over
Environment: STRONGROOM_DATA_DIR (.data), CHAIN_PORT (8545), GATEWAY_PORT (8787), WEB_PORT (5173),
  SAMPLE_APP_PORT (5174), DATABASE_URL (Postgres instead of PGlite), WALLETCONNECT_PROJECT_ID (shows WalletConnect in
  the connect modal), SAFE_APPS_CONFIG (a Safe Apps registry of your own instead of the default with the sample app).`)
  process.exit(0)
}

const dataDir = resolve(process.env.STRONGROOM_DATA_DIR ?? join(root, '.data'))
// One `npm start` per folder: a second one would run a second chain and gateway on the same files. Checked before
// `--fresh` deletes anything, so a running instance never loses its folder.
let folderLock: DirectoryLock
try {
  folderLock = lockDirectory(dataDir)
} catch (error) {
  if (!(error instanceof DirectoryLockedError)) throw error
  console.error(
    error.holder && error.holder.pid !== process.pid
      ? `npm start: Strongroom is already running from ${dataDir} (pid ${error.holder.pid}: ${error.holder.command}, since ${error.holder.startedAt}). Stop it first (Ctrl-C in its terminal, or kill ${error.holder.pid}), or set STRONGROOM_DATA_DIR to another folder.`
      : `npm start: ${error.message}`,
  )
  process.exit(1)
}
if (flags.fresh)
  for (const entry of readdirSync(dataDir))
    if (join(dataDir, entry) !== folderLock.path) rmSync(join(dataDir, entry), { recursive: true, force: true })
mkdirSync(join(dataDir, 'chain'), { recursive: true })

const started = performance.now()
const step = (text: string) => console.log(`[start ${((performance.now() - started) / 1000).toFixed(1)}s] ${text}`)
const stoppers: (() => Promise<void>)[] = []
let stopping = false
async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    for (const stop of stoppers.reverse()) await stop().catch((error) => console.error(String(error)))
  }
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

try {
  const web = ensureWebBuilt()
  const sampleAppBuilt = web.then(ensureSampleAppBuilt)
  step('starting the chain')
  const devnet = await startDevnet({
    port: await portOr(Number(process.env.CHAIN_PORT ?? 8545)),
    statePath: join(dataDir, 'chain', 'state.json'),
  })
  stoppers.push(() => devnet.stop())
  if (devnet.stateLoadedFrom === 'previous')
    step(
      "the chain's state file could not be read: started from the copy kept a few seconds before it (the unreadable file is kept as chain/state.json.broken)",
    )

  step('starting the gateway')
  // The web port is chosen first: the gateway only accepts sign-ins (and credentialed CORS) from the web app's origin.
  const webPort = await portOr(Number(process.env.WEB_PORT ?? 5173))
  const config = loadConfig({
    ...process.env,
    RPC_URL: devnet.rpcUrl,
    CHAIN_ID: String(devnet.chainId),
    ...(await vapidKeys()),
    AUTH_ALLOWED_ORIGINS: process.env.AUTH_ALLOWED_ORIGINS ?? `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
  })
  // The sample Safe App runs on its own port, so on another origin than the web app, as every Safe App does.
  await sampleAppBuilt
  const sampleApp = await serveSampleApp({ port: await portOr(Number(process.env.SAMPLE_APP_PORT ?? 5174)) })
  stoppers.push(() => sampleApp.stop())
  const listings = sampleAppListings(sampleApp.url, [String(devnet.chainId)])
  const gateway = await startGateway({
    config: { ...config, logLevel: process.env.LOG_LEVEL ? config.logLevel : 'warn' },
    // The default registry lists the sample app where it is served now; an operator's own registry is left as it is.
    ...(config.safeAppsPath ? {} : { safeApps: withSampleAppListings(loadSafeAppsRegistry(), listings) }),
    port: await portOr(Number(process.env.GATEWAY_PORT ?? 8787)),
    host: '127.0.0.1',
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: join(dataDir, 'gateway') }),
  })
  stoppers.push(() => gateway.stop())

  await web
  step('starting the web app')
  const webServer = await serveWeb({
    port: webPort,
    runtimeConfig: {
      chainId: devnet.chainId,
      chainName: 'Strongroom Devnet',
      rpcUrl: devnet.rpcUrl,
      gatewayUrl: gateway.url,
      ...(process.env.WALLETCONNECT_PROJECT_ID ? { walletConnectProjectId: process.env.WALLETCONNECT_PROJECT_ID } : {}),
      vapidPublicKey: config.notifications?.webPush?.publicKey ?? (await vapidKeys()).VAPID_PUBLIC_KEY,
    },
  })
  stoppers.push(() => webServer.stop())

  step('preparing the demo Safe')
  const safe = await prepareDemoSafe(devnet, gateway.url)

  console.log(`
Strongroom is running (${((performance.now() - started) / 1000).toFixed(1)} s):
  web      ${webServer.url}
  gateway  ${gateway.url}
  chain    ${devnet.rpcUrl}  (chain id ${devnet.chainId})
  demo Safe ${safe} (2 of 3: dev accounts 0, 1, 2)
  open     ${webServer.url}/dev:${safe}
  sample app ${sampleApp.url}/v9/ (Safe Apps SDK 9.1.0) and /v8/ (8.1.0), listed under the Safe's Apps; open it in the Safe:
           ${webServer.url}/dev:${safe}/apps/open?appUrl=${encodeURIComponent(`${sampleApp.url}/v9/`)}
Dev account keys are anvil's defaults (mnemonic "test test ... junk"). Ctrl-C stops everything.`)
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`)
  await stopAll(1)
}

/**
 * Web Push keys of this installation (RFC 8292), made on first start and kept under .data/ so browsers that
 * subscribed stay valid across restarts. VAPID_* variables win when set.
 */
async function vapidKeys(): Promise<Record<'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT', string>> {
  if (process.env.VAPID_PUBLIC_KEY && process.env.VAPID_PRIVATE_KEY && process.env.VAPID_SUBJECT)
    return {
      VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: process.env.VAPID_SUBJECT,
    }
  const path = join(dataDir, 'vapid.json')
  if (!existsSync(path)) {
    const { default: webPush } = await import('web-push')
    const keys = webPush.generateVAPIDKeys()
    writeFileSync(path, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, {
      mode: 0o600,
    })
  }
  const { publicKey, privateKey } = JSON.parse(readFileSync(path, 'utf8')) as { publicKey: string; privateKey: string }
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: 'mailto:admin@localhost' }
}

/** The preferred port when it is free, else any free port (the printed URLs are the ones to use). */
async function portOr(preferred: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((done) => {
      const server = createServer()
      server.once('error', () => done(null))
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => done(typeof address === 'object' && address ? address.port : null))
      })
    })
  return (await tryListen(preferred)) ?? (await tryListen(0)) ?? 0
}

/** Builds the web app when dist/ is missing or older than its sources; resolves when it is ready. */
async function ensureWebBuilt(): Promise<void> {
  const webDir = join(root, 'packages', 'web')
  const built = join(webDir, 'dist', 'index.html')
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return Math.max(max, newest(path))
      // Tests do not end up in the bundle: editing one is no reason to rebuild.
      return /\.test\.tsx?$/.test(entry.name) ? max : Math.max(max, statSync(path).mtimeMs)
    }, 0)
  if (
    existsSync(built) &&
    statSync(built).mtimeMs >= Math.max(newest(join(webDir, 'src')), newest(join(webDir, 'public')))
  )
    return
  step('building the web app (first start only)')
  const result = spawnSync('npm', ['run', 'build', '-w', '@strongroom/web'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the web app did not build (see the output above)')
}

/** Builds the sample Safe App when its dist/ is missing or older than its sources (after the web build: one at a time). */
function ensureSampleAppBuilt(): void {
  const appDir = join(root, 'packages', 'sample-app')
  const built = join(appDir, 'dist', 'v9', 'index.html')
  const sources = ['src', 'v8', 'v9', 'vite.config.ts'].map((entry) => join(appDir, entry))
  const newest = (path: string): number =>
    statSync(path).isDirectory()
      ? readdirSync(path).reduce((max, entry) => Math.max(max, newest(join(path, entry))), 0)
      : /\.test\.ts$/.test(path)
        ? 0
        : statSync(path).mtimeMs
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...sources.map(newest))) return
  step('building the sample Safe App (first start only)')
  const result = spawnSync('npm', ['run', 'build', '-w', '@strongroom/sample-app'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('the sample Safe App did not build (see the output above)')
}

type DemoDevnet = Awaited<ReturnType<typeof startDevnet>>

/**
 * A 2-of-3 Safe of dev accounts 0..2 with ETH, both demo tokens and an NFT, one executed transfer and one queued
 * proposal. Remembered in .data/demo.json so a restart on the kept chain reuses it.
 */
async function prepareDemoSafe(devnet: DemoDevnet, gatewayUrl: string): Promise<Address> {
  const markerPath = join(dataDir, 'demo.json')
  if (existsSync(markerPath)) {
    const { safe } = JSON.parse(readFileSync(markerPath, 'utf8')) as { safe: Address }
    const code = await devnet.publicClient.getCode({ address: safe })
    if (code && code !== '0x') return safe
  }
  const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('10') })
  const demo = devnet.demo
  if (demo) {
    await fundToken(devnet, { token: demo.tokens.usdc, to: safe, amount: parseUnits('25000', 6) })
    await fundToken(devnet, { token: demo.tokens.dai, to: safe, amount: parseUnits('1200', 18) })
    await devnet.walletClient(0).writeContract({
      address: demo.nft,
      abi: demoNftAbi,
      functionName: 'transferFrom',
      args: [devnet.accounts[0]!.address, safe, 1n],
    })
  }
  const recipient = devnet.accounts[5]!.address
  await execSafeTransaction(devnet, { safe, tx: { to: recipient, value: parseEther('0.5') }, signers: [0, 1] })
  await fundEth(devnet, { to: devnet.accounts[9]!.address, wei: 1n }) // one more block, so the execution is indexed

  // The queued proposal goes through the gateway, signed by owner 0: it then waits for a second signature.
  await waitFor(`${gatewayUrl}/v1/chains/${devnet.chainId}/safes/${safe}`, (body) => body.nonce === 1)
  const owner = privateKeyToAccount(devnet.accounts[0]!.privateKey)
  const tx = createSafeTx({ to: devnet.accounts[6]!.address, value: parseEther('1'), nonce: 1n })
  const typedData = getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx })
  const signature = await owner.signTypedData(typedData)
  const response = await fetch(`${gatewayUrl}/v1/chains/${devnet.chainId}/transactions/${safe}/propose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      buildProposeTransactionBody({ chainId: devnet.chainId, safe, tx, sender: owner.address, signature }),
    ),
  })
  if (!response.ok) throw new Error(`the demo proposal was refused: ${response.status} ${await response.text()}`)
  writeFileSync(markerPath, `${JSON.stringify({ safe }, null, 2)}\n`)
  return safe
}

async function waitFor(url: string, ready: (body: Record<string, unknown>) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    const response = await fetch(url).catch((error: unknown) => error as Error)
    if (response instanceof Response) {
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>
      if (response.ok && ready(body)) return
      last = `${response.status} ${JSON.stringify(body).slice(0, 200)}`
    } else last = response.message
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(`timed out waiting for ${url} (last answer: ${last})`)
}
