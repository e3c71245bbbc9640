import { startDevnet } from '@strongroom/devnet'
import { testConfig } from '@strongroom/gateway/testing'
import { serveWeb, type WebServer } from '@strongroom/web/server'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../../e2e/browser/launchBrowser'
import { findFreePort } from '../../e2e/fixtures/stack'
import { BenchArgs } from '../gateway/BenchArgs'
import { BenchDatabase } from '../gateway/BenchDatabase'
import { formatNumber } from '../gateway/formatNumber'
import { GatewayProcess } from '../gateway/GatewayProcess'
import { createReadsFixture } from '../gateway/reads/createReadsFixture'
import { build } from '../landing'
import { median } from '../median'

/** The target: the history's first page on screen within 300 ms of navigating to it. */
export const HISTORY_FIRST_PAGE_TARGET_MS = 300
const RUNS = 5
/** Height of a history date row in CSS pixels (HistoryList), the smallest row: a screenful is at most this many. */
const SMALLEST_ROW_PX = 40

/** A fresh context on `path`; returns the page (without a wallet: a visitor's view). */
async function openPage(browser: Browser, web: WebServer, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' })
  // Records when the first history row is in the DOM, checked every frame from the start of the navigation. Browser
  // code goes as text: tsx would wrap named functions in a helper the page does not have.
  await context.addInitScript({
    content: `(() => {
      const check = () => {
        if (document.querySelector('[data-testid="history-transaction"]')) window.__firstHistoryRow = performance.now()
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })()`,
  })
  const page = await context.newPage()
  // A bench that waits in vain says why: the page's own errors go to the console.
  page.on('pageerror', (error) => console.error(`  page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`  console: ${message.text()}`)
  })
  await page.goto(new URL(path, web.url).href)
  return page
}

/** Clicks the History tab of an open Safe screen and measures until its first row is in the DOM (ms). */
function clickHistoryTab(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const link = Array.from(document.querySelectorAll('a')).find((a) => a.textContent === 'History')
    if (!link) return reject(new Error('no History tab'))
    const started = performance.now()
    link.click()
    const check = () => {
      if (document.querySelector('[data-testid="history-transaction"]')) resolve(performance.now() - started)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })`)
}

type ScrollFigures = {
  ms: number
  maxRows: number
  screenful: number
  frames: number
  longFrames: number
  rows: number
}

/** Scrolls the history a screenful per frame until everything is loaded and shown; samples the DOM every frame. */
function scrollToEnd(page: Page): Promise<ScrollFigures> {
  return page.evaluate(`(async () => {
    const scroller = document.querySelector('[data-testid="history-scroller"]')
    if (!scroller) throw new Error('no history list')
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    let maxRows = 0
    let frames = 0
    let longFrames = 0
    let sampling = true
    let last = performance.now()
    const sample = (time) => {
      maxRows = Math.max(maxRows, scroller.querySelectorAll('li').length)
      frames++
      if (time - last > 50) longFrames++
      last = time
      if (sampling) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
    const started = performance.now()
    while (performance.now() - started < 600000) {
      scroller.scrollTop += scroller.clientHeight
      await frame()
      const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
      if (atEnd && !scroller.querySelector('[data-testid="history-loader"]')) break
    }
    sampling = false
    const lastRow = Array.from(scroller.querySelectorAll('li')).at(-1)
    return {
      ms: performance.now() - started,
      maxRows,
      screenful: Math.ceil(scroller.clientHeight / ${SMALLEST_ROW_PX}),
      frames,
      longFrames,
      rows: Number(lastRow?.getAttribute('aria-setsize') ?? 0),
    }
  })()`)
}

/**
 * `npm run bench -- history-scroll [--transactions=10000] [--no-build]`: the gateway (child process) serving a
 * 2-of-3 Safe with 10,000 executed transactions and 2,000 incoming transfers (the gateway-reads fixture), the web app
 * in Chromium. Prints the time from a click on the History tab to its first row, and from a cold load of the history
 * URL to its first row (medians of 5 fresh contexts), then scrolls to the end a screenful per frame and prints how long
 * that took, how many requests it made, and the most list rows the DOM held at once against a screenful. Never fails.
 */
export async function historyScroll(argv: readonly string[]): Promise<void> {
  const args = new BenchArgs(argv)
  const transactions = args.number('transactions', 10_000)
  if (!argv.includes('--no-build') && process.env.npm_config_build !== '') {
    console.log('building packages/web …')
    await build()
  }
  console.log(`history-scroll: building a Safe with ${formatNumber(transactions)} transactions…`)
  const devnet = await startDevnet()
  const database = await BenchDatabase.open()
  let gateway: GatewayProcess | null = null
  let web: WebServer | null = null
  let browser: Browser | null = null
  try {
    const chain = testConfig(devnet).chains[0]!
    const fixture = await createReadsFixture(devnet, database.db, { chain, transactions })
    const webPort = await findFreePort()
    gateway = await GatewayProcess.start({
      rpcUrl: devnet.rpcUrl,
      chainId: devnet.chainId,
      database: await database.handOver(),
      pollingIntervalMs: chain.indexer.pollingIntervalMs,
      corsOrigin: `http://127.0.0.1:${webPort}`,
    })
    await gateway.waitForBlock(fixture.indexedBlock)
    web = await serveWeb({
      runtimeConfig: {
        chainId: devnet.chainId,
        chainName: 'Strongroom Devnet',
        rpcUrl: devnet.rpcUrl,
        gatewayUrl: gateway.url,
      },
      port: webPort,
    })
    browser = await launchBrowser()
    const safePath = `/dev:${fixture.safe}`

    const clicks: number[] = []
    const coldLoads: number[] = []
    for (let run = 1; run <= RUNS; run++) {
      const onQueue = await openPage(browser, web, `${safePath}/transactions/queue`)
      await onQueue.getByTestId('queue-transaction').first().waitFor({ timeout: 60_000 })
      clicks.push(await clickHistoryTab(onQueue))
      await onQueue.context().close()

      const cold = await openPage(browser, web, `${safePath}/transactions/history`)
      await cold.getByTestId('history-transaction').first().waitFor({ timeout: 60_000 })
      coldLoads.push(await cold.evaluate(() => (window as { __firstHistoryRow?: number }).__firstHistoryRow ?? NaN))
      await cold.context().close()
      console.log(
        `  run ${run}: History tab → first row ${clicks.at(-1)!.toFixed(0)} ms; cold load → first row ${coldLoads.at(-1)!.toFixed(0)} ms`,
      )
    }

    const page = await openPage(browser, web, `${safePath}/transactions/history`)
    let historyRequests = 0
    page.on('request', (request) => {
      if (request.url().includes('/transactions/history')) historyRequests++
    })
    await page.getByTestId('history-transaction').first().waitFor({ timeout: 60_000 })
    const scroll = await scrollToEnd(page)
    await page.context().close()

    const seeded = fixture.seeded
    console.log(
      `\nhistory-scroll: ${formatNumber(fixture.realExecutions + seeded.executions)} executed transactions + ${formatNumber(seeded.incoming)} incoming transfers (Chromium, gateway in a child process, ${database.label})`,
    )
    console.log(
      `  History tab → first row (median of ${RUNS})     ${median(clicks).toFixed(0)} ms   (target ≤ ${HISTORY_FIRST_PAGE_TARGET_MS} ms)`,
    )
    console.log(`  cold load of the URL → first row (median)  ${median(coldLoads).toFixed(0)} ms`)
    console.log(
      `  scroll to the end, a screenful per frame    ${(scroll.ms / 1000).toFixed(1)} s, ${historyRequests} page requests, ${formatNumber(scroll.rows)} list rows (entries + date labels)`,
    )
    console.log(
      `  most rows in the DOM at once                ${scroll.maxRows} (a screenful is ≤ ${scroll.screenful} rows; ${scroll.longFrames} of ${scroll.frames} frames over 50 ms)`,
    )
  } finally {
    await browser?.close()
    await web?.stop()
    await gateway?.stop()
    await database.close()
    await devnet.stop()
  }
}
