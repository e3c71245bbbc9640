import { createSafe, demoTokenAbi } from '@strongroom/devnet'
import type { Browser } from 'playwright-core'
import { type Address, parseEther, parseUnits } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { collectCspViolations } from './fixtures/collectCspViolations'
import { connectTestWallet, REAL_CONNECT_BUTTON } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'

// Signed out, the session check (GET /v1/auth/me) answers 401 by design and the browser logs it.
const SIGNED_OUT = /status of 401/

let stack: Stack
let browser: Browser
let session: AppSession | undefined
let safe: Address

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ gateway: true }), launchBrowser()])
  const { devnet } = stack
  safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  const hash = await devnet.walletClient(0).writeContract({
    address: devnet.demo!.tokens.usdc,
    abi: demoTokenAbi,
    functionName: 'transfer',
    args: [safe, parseUnits('1000', 6)],
  })
  await devnet.publicClient.waitForTransactionReceipt({ hash })
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

describe('Content-Security-Policy', () => {
  it('runs the app under its policy with no violation: landing, connect, a Safe, settings', async () => {
    session = await openApp(browser, stack, { allowConsoleErrors: [SIGNED_OUT] })
    const { page, context } = session
    const violations = await collectCspViolations(context)

    const landing = await page.goto(`${stack.web.url}/`)
    const policy = (await landing?.allHeaders())?.['content-security-policy'] ?? ''
    expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/)
    await page.getByRole('heading', { level: 1 }).waitFor()

    await page.locator(REAL_CONNECT_BUTTON).click()
    await page.getByRole('dialog').getByRole('heading', { name: 'Connect a Wallet' }).waitFor()
    // The QR code and wallet guides (inline SVG, data: icons) of the "Get a Wallet" view.
    await page.getByRole('dialog').getByRole('button', { name: 'Get a Wallet' }).click()
    await page.getByRole('dialog').getByText('Get a Wallet', { exact: true }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'GET' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Get the app' }).click()
    await page.getByRole('dialog').locator('svg rect, svg path').first().waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await connectTestWallet(page)
    await page.getByTestId('rk-account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).waitFor()
    await page.keyboard.press('Escape')

    await session.goto(`/dev:${safe}`)
    await page.getByTestId('safe-threshold').waitFor({ timeout: 30_000 })
    await page.getByTestId('connected-address').waitFor({ timeout: 15_000 })
    await session.goto(`/dev:${safe}/assets`)
    await page.getByTestId('token-row').filter({ hasText: 'dUSD' }).waitFor({ timeout: 30_000 })
    await session.goto('/settings')
    await page.getByTestId('rpc-url-input').waitFor()
    await page.getByRole('radio', { name: 'Dark' }).check()
    await session.goto('/address-book')
    await page.getByRole('heading', { level: 1 }).waitFor()
    // Late reports (images, sockets) arrive asynchronously.
    await page.waitForTimeout(500)
    expect(violations).toEqual([])
  })

  it('reports what the policy blocks (the collector works)', async () => {
    session = await openApp(browser, stack, { wallet: false, allowConsoleErrors: [SIGNED_OUT, /Content Security/] })
    const { page, context } = session
    const violations = await collectCspViolations(context)
    await session.goto('/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injected = true'
      document.head.append(script)
    })
    // Both channels see it: the event in the page and Chromium's console line.
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/)
    expect(violations.join('\n')).toMatch(/^console: .*violates the following Content Security Policy/m)
    expect(await page.evaluate(() => 'injected' in window)).toBe(false)
  })

  it('cannot be framed', async () => {
    session = await openApp(browser, stack, { wallet: false, allowConsoleErrors: [/frame-ancestors|Refused/] })
    const { page } = session
    await page.setContent(`<iframe src="${stack.web.url}/"></iframe>`)
    const frame = page.frames()[1]
    await page.waitForTimeout(1_000)
    expect(
      await frame
        ?.locator('h1')
        .count()
        .catch(() => 0),
    ).toBe(0)
  })
})
