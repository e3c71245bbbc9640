import { createSafe } from '@strongroom/devnet'
import { buildProposeTransactionBody, createSafeTx, getSafeTxTypedData, StrongroomError } from '@strongroom/protocol'
import { parseEther } from 'viem'
import { launchBrowser } from '../../e2e/browser/launchBrowser'
import { openApp } from '../../e2e/fixtures/openApp'
import { startStack } from '../../e2e/fixtures/stack'
import { build } from '../landing'
import { percentile } from '../realtime/percentile'

/** The target: a proposal is on a co-owner's open queue screen within 1 s, p95. */
export const QUEUE_TARGET_P95_MS = 1_000

function option(argv: readonly string[], name: string, fallback: number): number {
  const given = argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? process.env[`npm_config_${name}`]
  const value = given === undefined || given === '' ? fallback : Number(given)
  if (!Number.isInteger(value) || value < 1)
    throw new StrongroomError(`--${name} must be a positive integer.`, { details: { given } })
  return value
}

/**
 * `npm run bench -- queue-live [--proposals=50]`: devnet, gateway and web (the e2e stack), a 2-of-3 Safe, and its
 * queue screen open in Chromium. One owner proposes through the gateway API, one transaction after the other; for each,
 * the time from the start of the propose POST until its row is in the co-owner's DOM (Playwright polls every animation
 * frame). Prints p50/p95/max; never fails on timings.
 */
export async function queueLatency(argv: readonly string[]): Promise<void> {
  const proposals = option(argv, 'proposals', 50)
  // `npm run bench -- queue-live --no-build` hands --no-build to npm, which exports it as npm_config_build=''.
  if (!argv.includes('--no-build') && process.env.npm_config_build !== '') {
    console.log('building packages/web …')
    await build()
  }
  console.log(`queue-live: ${proposals} proposals → co-owner's open queue screen (Chromium)…`)
  const [stack, browser] = await Promise.all([startStack({ gateway: true }), launchBrowser()])
  try {
    const { devnet } = stack
    const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2 })
    const session = await openApp(browser, stack, { wallet: false })
    const { page } = session
    await session.goto(`/dev:${safe}/transactions/queue`)
    await page.locator('.live-updates-notice[data-status="live"]').waitFor({ state: 'attached', timeout: 30_000 })
    await page.locator('.query-state--empty').waitFor({ timeout: 30_000 })

    const proposeUrl = `${stack.gateway!.url}/v1/chains/${devnet.chainId}/transactions/${safe}/propose`
    const owner0 = devnet.walletClient(0)
    const sender = devnet.accounts[0]!.address
    const recipient = devnet.accounts[9]!.address
    const latencies: number[] = []
    for (let nonce = 0; nonce < proposals; nonce++) {
      // A distinct amount per proposal, so each row is told apart by its words: "Send 0.001 ETH to …".
      const ether = ((nonce + 1) / 1000).toFixed(3)
      const tx = createSafeTx({ to: recipient, value: parseEther(ether), nonce: BigInt(nonce) })
      const signature = await owner0.signTypedData(
        getSafeTxTypedData({ chainId: devnet.chainId, safeAddress: safe, tx }),
      )
      const body = JSON.stringify(buildProposeTransactionBody({ chainId: devnet.chainId, safe, tx, sender, signature }))
      const shown = page.waitForFunction(
        (text) =>
          Array.from(document.querySelectorAll('[data-testid="queue-transaction"]')).some((row) =>
            row.textContent?.includes(text),
          ),
        `Send ${Number(ether)} ETH to`,
        { polling: 'raf', timeout: 30_000 },
      )
      const started = performance.now()
      const response = await fetch(proposeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      if (response.status !== 200)
        throw new StrongroomError(`Propose answered ${response.status}.`, { details: { body: await response.text() } })
      await response.arrayBuffer()
      await shown
      latencies.push(performance.now() - started)
    }
    const rows = await page.getByTestId('queue-transaction').count()
    await session.context.close()

    const p = (q: number) => `${percentile(latencies, q).toFixed(0)} ms`
    console.log(`queue-live: proposal POST → row on the co-owner's open queue screen, ${proposals} proposals`)
    console.log(
      `  p50 ${p(50)}   p95 ${p(95)}   max ${Math.max(...latencies).toFixed(0)} ms   (target p95 ≤ ${QUEUE_TARGET_P95_MS} ms)`,
    )
    console.log(`  rows on screen at the end: ${rows}; the page was never reloaded`)
  } finally {
    await browser.close()
    await stack.stop()
  }
}
