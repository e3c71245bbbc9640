import { createSafe } from '@strongroom/devnet'
import type { Browser } from 'playwright-core'
import { type Address, getAddress, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { collectCspViolations } from './fixtures/collectCspViolations'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'

// Signed out, the session check (GET /v1/auth/me) answers 401 by design and the browser logs it.
const SIGNED_OUT = /status of 401/

let stack: Stack
let browser: Browser
let session: AppSession | undefined
let safe: Address

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ gateway: true, sampleApp: true }), launchBrowser()])
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

afterEach(async () => {
  const current = session
  session = undefined
  await current?.close()
})

describe('the Safe Apps host', () => {
  it('lists the registry’s apps, opens one in its frame and serves its reads, under the CSP with no violation', async () => {
    session = await openApp(browser, stack, { wallet: { accounts: [0] }, allowConsoleErrors: [SIGNED_OUT] })
    const { page, context } = session
    const violations = await collectCspViolations(context)
    const appOrigin = new URL(stack.sampleApp!.url).origin

    await session.goto(`/dev:${safe}/apps`)
    await connectTestWallet(page)
    const card = page.getByTestId('safe-app-card').filter({ hasText: 'SDK 9.1.0' })
    await card.waitFor()
    // The icon comes from the app's own origin and loads (img-src).
    await expect
      .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    await card.getByRole('link', { name: /^Open / }).click()

    await page.getByTestId('app-origin').filter({ hasText: appOrigin }).waitFor()
    const app = page.frameLocator('iframe.app-frame__iframe')
    await app.getByTestId('app-status').and(app.locator('[data-state="ready"]')).waitFor({ timeout: 30_000 })
    expect(await app.getByTestId('safe-address').textContent()).toBe(getAddress(safe))
    expect(await app.getByTestId('safe-read-only').textContent()).toBe('no')
    const info = app.getByTestId('read-info-result')
    await expect.poll(() => info.getAttribute('data-state'), { timeout: 30_000 }).toBe('ok')
    expect(await app.getByTestId('host-origin').textContent()).toBe(new URL(stack.web.url).origin)
    expect(await app.getByTestId('eth-balance').textContent()).toBe('1 ETH')

    await page.getByRole('button', { name: /Session log/ }).click()
    const log = page.getByTestId('safe-app-session-log')
    await log.getByText('getSafeInfo').first().waitFor()
    expect(await log.textContent()).toContain('rpcCall')
    await session.screenshot('safe-apps-host')
    expect(violations).toEqual([])
  })
})
