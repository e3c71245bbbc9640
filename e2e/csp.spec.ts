import { createSafe, fundToken } from '@strongroom/devnet'
import { parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { collectCspViolations } from './fixtures/collectCspViolations'
import { connectTestWallet, REAL_CONNECT_BUTTON } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, async ({ stack }) => {
  const { devnet } = stack
  const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  await fundToken(devnet, { token: devnet.demo!.tokens.usdc, to: safe, amount: parseUnits('1000', 6) })
  return safe
})

describe('Content-Security-Policy', () => {
  it('runs the app under its policy with no violation: landing, connect, a Safe, settings', async ({
    stack,
    safe,
    open,
  }) => {
    const session = await open()
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

    await session.goto(paths.safe(safe))
    await page.getByTestId('safe-threshold').first().waitFor({ timeout: 30_000 })
    await page.getByTestId('connected-address').waitFor({ timeout: 15_000 })
    await session.goto(paths.safe(safe, 'assets'))
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

  it('reports what the policy blocks (the collector works)', async ({ open }) => {
    const session = await open({ wallet: false, allowConsoleErrors: [/Content Security/] })
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

  it('cannot be framed', async ({ stack, open }) => {
    const session = await open({ wallet: false, allowConsoleErrors: [/frame-ancestors|Refused/] })
    const { page } = session
    // setContent waits for the load event, which waits for the frame: allowed or refused, it has settled by then.
    await page.setContent(`<iframe src="${stack.web.url}/"></iframe>`)
    const frame = page.frames()[1]
    expect(frame, 'the iframe has a frame').toBeDefined()
    // Refused, the frame shows the browser's own error page instead of the app's document: not the app's URL, and
    // none of the app's markup (its mount point is in the HTML itself, before any script runs). What the error page
    // says is the browser's business; its text has changed between Chromium versions.
    expect(frame!.url()).not.toContain(stack.web.url)
    expect(await frame!.locator('#root').count()).toBe(0)
    expect(await frame!.title()).not.toBe('Strongroom')
  })
})
