import { devAccounts } from '@strongroom/devnet'
import { describe, expect } from 'vitest'
import { REAL_CONNECT_BUTTON, TEST_WALLET_OPTION } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'

const ACCOUNT_0 = devAccounts[0]!.address
// The wallet stack's chunk (vite.config.ts names it).
const WALLET_CHUNK = /\/assets\/wallet-[\w-]+\.js$/

const it = journey({ deploy: false, gateway: true })

describe('the light landing page', () => {
  it('answers a click before the wallet stack has arrived, then opens the modal', async ({ open }) => {
    const session = await open()
    const { page } = session
    // Hold the wallet stack back until the click has been answered.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const requested: string[] = []
    await page.route(WALLET_CHUNK, async (route) => {
      requested.push(route.request().url())
      await released
      await route.continue()
    })
    await session.goto()
    const button = page.getByTestId('rk-connect-button')
    await button.click()
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true')
    expect(await button.textContent()).toBe('Connecting…')
    expect(requested.length).toBeGreaterThan(0)

    release()
    await page.locator(TEST_WALLET_OPTION).click()
    await page.getByTestId('connected-address').waitFor({ timeout: 15_000 })
    expect(await page.getByTestId('connected-address').textContent()).toBe(ACCOUNT_0)
  })

  it('opens the modal when the wallet stack arrives while the button is pressed (the browser fires no click then)', async ({
    open,
  }) => {
    const session = await open()
    const { page } = session
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(WALLET_CHUNK, async (route) => {
      await released
      await route.continue()
    })
    await session.goto()
    const box = await page.getByTestId('rk-connect-button').boundingBox()
    if (!box) throw new Error('the Connect button has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    release()
    // The look-alike gives way to RainbowKit's own button under the pressed pointer.
    await page.locator(REAL_CONNECT_BUTTON).waitFor()
    await page.mouse.up()
    await page.locator(TEST_WALLET_OPTION).click()
    await page.getByTestId('connected-address').waitFor({ timeout: 15_000 })
  })

  it('shows a returning visitor the account without a flash of the Connect button', async ({ open }) => {
    const session = await open()
    const { page } = session
    await session.goto()
    await page.getByTestId('rk-connect-button').click()
    await page.locator(TEST_WALLET_OPTION).click()
    await page.getByTestId('connected-address').waitFor({ timeout: 15_000 })

    // From the very first node of the next page load, remember whether a Connect button was ever shown (RainbowKit
    // draws it transparent before it has mounted; that one nobody sees).
    await page.addInitScript(() => {
      const seen = { connect: false, placeholder: false }
      ;(window as unknown as { __landingSeen: typeof seen }).__landingSeen = seen
      const look = () => {
        const button = document.querySelector('[data-testid="rk-connect-button"]')
        if (button?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) seen.connect = true
        if (document.querySelector('.account-placeholder')) seen.placeholder = true
      }
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true })
    })
    await page.reload()
    await page.getByTestId('connected-address').waitFor({ timeout: 15_000 })
    await page.getByTestId('rk-account-button').waitFor()
    const seen = await page.evaluate(() => (window as unknown as { __landingSeen: object }).__landingSeen)
    expect(seen).toEqual({ connect: false, placeholder: true })
  })
})
