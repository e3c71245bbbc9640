import type { Browser } from 'playwright-core'

/** What one cold page load cost. */
export interface ColdLoad {
  /** Sum of CDP `encodedDataLength` of Script responses: bytes over the wire, gzip, headers included. */
  scriptBytes: number
  scriptRequests: number
  /** `PerformanceNavigationTiming.loadEventStart`, ms since navigation start. */
  loadEventStart: number
}

/**
 * Loads `url` in a fresh context of `browser` with the HTTP cache off and counts every script that arrives until
 * `settleMs` after the load event (lazy chunks the landing page pulls in right away count; later ones would not).
 */
export async function measureColdLoad(browser: Browser, url: string, settleMs = 2_000): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const scripts = new Set<string>()
    const bytes = new Map<string, number>()
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      bytes.set(event.requestId, event.encodedDataLength)
    })
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(settleMs)
    const loadEventStart = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return navigation?.loadEventStart ?? Number.NaN
    })
    let scriptBytes = 0
    for (const id of scripts) scriptBytes += bytes.get(id) ?? 0
    return { scriptBytes, scriptRequests: scripts.size, loadEventStart }
  } finally {
    await context.close()
  }
}
