import { createSafe } from '@strongroom/devnet'
import { getAddress, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { collectCspViolations } from './fixtures/collectCspViolations'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const it = journey({ gateway: true, sampleApp: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') }),
)

describe('the Safe Apps host', () => {
  it('lists the registry’s apps, opens one in its frame and serves its reads, under the CSP with no violation', async ({
    stack,
    safe,
    open,
  }) => {
    const session = await open({ wallet: { accounts: [0] } })
    const { page, context } = session
    const violations = await collectCspViolations(context)
    const appOrigin = new URL(stack.sampleApp!.url).origin

    await session.goto(paths.safe(safe, 'apps'))
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
