import type { Browser } from 'playwright-core'

/** What one cold page load cost. */
export interface ColdLoad {
  /** Sum of CDP `encodedDataLength` of Script responses until the settle time: bytes over the wire, gzip, headers included. */
  scriptBytes: number
  scriptRequests: number
  /** The same, for the scripts whose last byte arrived by the load event (a first visit's budget, docs/landing-page.md). */
  scriptBytesByLoad: number
  scriptRequestsByLoad: number
  /** `PerformanceNavigationTiming.loadEventStart`, ms since navigation start. */
  loadEventStart: number
}

/**
 * Loads `url` in a fresh context of `browser` with the HTTP cache off and counts every script that arrives by the load
 * event, and every one until `settleMs` after it (the wallet stack the landing page loads when idle counts there).
 */
export async function measureColdLoad(browser: Browser, url: string, settleMs = 2_000): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const scripts = new Set<string>()
    const finished = new Map<string, { bytes: number; at: number }>()
    // CDP's network and page timestamps share one monotonic clock (seconds).
    let loadEventAt = Number.POSITIVE_INFINITY
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId)
    })
    cdp.on('Network.loadingFinished', (event) => {
      finished.set(event.requestId, { bytes: event.encodedDataLength, at: event.timestamp })
    })
    cdp.on('Page.loadEventFired', (event) => {
      loadEventAt = Math.min(loadEventAt, event.timestamp)
    })
    await cdp.send('Page.enable')
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(settleMs)
    const loadEventStart = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return navigation?.loadEventStart ?? Number.NaN
    })
    let scriptBytes = 0
    let scriptBytesByLoad = 0
    let scriptRequestsByLoad = 0
    for (const id of scripts) {
      const response = finished.get(id)
      if (!response) continue
      scriptBytes += response.bytes
      if (response.at <= loadEventAt) {
        scriptBytesByLoad += response.bytes
        scriptRequestsByLoad++
      }
    }
    return { scriptBytes, scriptRequests: scripts.size, scriptBytesByLoad, scriptRequestsByLoad, loadEventStart }
  } finally {
    await context.close()
  }
}
