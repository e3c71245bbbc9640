import { createSafe } from '@strongroom/devnet'
import { parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { giveDemoAssets } from './fixtures/giveDemoAssets'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, async ({ stack }) => {
  // A 2-of-3 Safe of dev accounts 0..2 holding 1 ETH, 1,000 dUSD and demo NFT #1.
  const safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  await giveDemoAssets(stack.devnet, safe, { dUsd: parseUnits('1000', 6), nfts: [1n] })
  return safe
})

describe('assets', () => {
  it('lists tokens with fiat values, switches currency, hides and unhides a token', async ({ safe, open }) => {
    const session = await open({ wallet: false })
    const { page } = session
    await session.goto(paths.safe(safe, 'assets'))
    const rows = page.getByTestId('token-row')
    await rows.filter({ hasText: 'dUSD' }).waitFor({ timeout: 30_000 })
    expect(await rows.filter({ hasText: 'ETH' }).first().textContent()).toContain('$3,000.00')
    expect(await rows.filter({ hasText: 'dUSD' }).textContent()).toContain('$1,000.00')
    // The token list's logo, drawn under the CSP (a data: image), not the letter fallback.
    const logo = rows.filter({ hasText: 'dUSD' }).locator('img.token-icon')
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    expect(await page.getByTestId('assets-total').textContent()).toBe('$4,000.00')
    await session.screenshot('assets-tokens')

    await page.getByLabel('Currency').selectOption('EUR')
    await page.getByTestId('assets-total').filter({ hasText: '€3,680.00' }).waitFor()

    await rows.filter({ hasText: 'dUSD' }).getByRole('button', { name: 'Hide dUSD' }).click()
    await page.getByTestId('assets-total').filter({ hasText: '€2,760.00' }).waitFor()
    expect(await rows.filter({ hasText: 'dUSD' }).count()).toBe(0)
    // Hidden tokens and the currency are remembered in this browser.
    await page.reload()
    await page.getByTestId('assets-total').filter({ hasText: '€2,760.00' }).waitFor()
    await page.getByRole('button', { name: 'Show hidden tokens (1)' }).click()
    await rows.filter({ hasText: 'dUSD' }).getByRole('button', { name: 'Unhide dUSD' }).click()
    await page.getByTestId('assets-total').filter({ hasText: '€3,680.00' }).waitFor()
    await page.getByLabel('Currency').selectOption('USD')
  })

  it('shows the NFTs with image and metadata, the dashboard totals, and the Receive QR code', async ({
    safe,
    open,
  }) => {
    const session = await open({ wallet: false })
    const { page, context } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await session.goto(paths.safe(safe, 'nfts'))
    const card = page.getByTestId('nft-card').first()
    await card.waitFor({ timeout: 30_000 })
    const image = card.locator('img')
    expect(await image.getAttribute('src')).toMatch(/^(data:image\/|https?:)/)
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete && img.naturalWidth > 0))
    await session.screenshot('assets-nfts')

    await page.getByRole('link', { name: 'Dashboard' }).click()
    await page.getByTestId('dashboard-total').filter({ hasText: '$4,000.00' }).waitFor()
    expect(await page.getByTestId('top-asset').count()).toBeGreaterThanOrEqual(2)
    await page.getByTestId('read-only-mark').waitFor()
    await session.screenshot('assets-dashboard')

    await page.getByRole('link', { name: 'Receive', exact: true }).first().click()
    await page.getByRole('img', { name: `QR code of the Safe address ${safe}` }).waitFor()
    await page.getByRole('button', { name: 'Copy address' }).last().click()
    await page.getByText('Copied!').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(safe)
    await session.screenshot('assets-receive')
  })

  it('fits a 360 px wide screen without sideways scrolling', async ({ safe, open }) => {
    const session = await open({ wallet: false })
    const { page } = session
    await page.setViewportSize({ width: 360, height: 740 })
    const loaded = {
      '': page.getByTestId('dashboard-total').filter({ hasText: '$' }),
      '/assets': page.getByTestId('token-row').first(),
      '/nfts': page.getByTestId('nft-card').first(),
      '/receive': page.getByRole('img', { name: /^QR code/ }),
    }
    for (const [section, content] of Object.entries(loaded)) {
      await session.goto(`/dev:${safe}${section}`)
      await content.waitFor({ timeout: 30_000 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `horizontal overflow on ${section || 'dashboard'}`).toBeLessThanOrEqual(0)
      await session.screenshot(`assets-360${section.replace('/', '-') || '-dashboard'}`)
    }
  })
})
