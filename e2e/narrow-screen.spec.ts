import { createSafe, devAccounts } from '@strongroom/devnet'
import type { Page } from 'playwright-core'
import { describe, expect } from 'vitest'
import { REAL_CONNECT_BUTTON, TEST_WALLET_OPTION } from './fixtures/connectTestWallet'
import { journey, type OpenSession } from './fixtures/journey'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'

const WIDTH = 360

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 }),
)

async function openNarrow(open: OpenSession): Promise<AppSession> {
  const opened = await open()
  await opened.page.setViewportSize({ width: WIDTH, height: 740 })
  return opened
}

/** Whether the page scrolls sideways: anything wider than the viewport. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** WCAG relative luminance contrast between two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('at 360 px', () => {
  it('the Connect Wallet focus ring is visible, and focus lands on the account button after connecting', async ({
    open,
  }) => {
    const session = await openNarrow(open)
    const { page } = session
    await session.goto()
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await pageOverflows(page)).toBe(false)

    // RainbowKit's own button, once the wallet stack has replaced the landing page's look-alike (which hands focus
    // over programmatically, a different path than a keyboard user's Tab).
    const connect = page.locator(REAL_CONNECT_BUTTON)
    await connect.waitFor()
    // Keyboard focus, so :focus-visible applies as it does for a keyboard user.
    for (let i = 0; i < 6 && !(await connect.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab')
    expect(await connect.evaluate((el) => el === document.activeElement)).toBe(true)
    // RainbowKit animates its button (`transition: 0.125s` on every property), so the ring grows into place: read
    // it once it has settled.
    const ring = () =>
      connect.evaluate((el) => {
        const style = getComputedStyle(el)
        const body = getComputedStyle(document.body).backgroundColor
        return {
          style: style.outlineStyle,
          width: Number.parseFloat(style.outlineWidth),
          colour: style.outlineColor,
          page: body === 'rgba(0, 0, 0, 0)' ? getComputedStyle(document.documentElement).backgroundColor : body,
        }
      })
    await expect.poll(async () => (await ring()).width).toBeGreaterThanOrEqual(2)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const settled = await ring()
    expect(settled.style).not.toBe('none')
    expect(settled.width).toBeGreaterThanOrEqual(2)
    expect(contrast(settled.colour, settled.page)).toBeGreaterThanOrEqual(3)

    await page.keyboard.press('Enter')
    await page.locator(TEST_WALLET_OPTION).click()
    await page.getByTestId('rk-account-button').waitFor({ timeout: 15_000 })
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName),
      )
      .toBe('rk-account-button')
  })

  it('the address book keeps Remove in view, without sideways scrolling', async ({ open }) => {
    const session = await openNarrow(open)
    const { page } = session
    await session.goto('/address-book')
    const form = page.getByRole('form', { name: 'Add entry' })
    await form.getByLabel('Address').fill(devAccounts[1]!.address)
    await form.getByLabel('Name').fill('Alice, co-signer with a rather long name')
    await form.getByRole('button', { name: 'Add entry' }).click()
    const remove = page.getByRole('button', { name: /^Remove Alice/ })
    await remove.waitFor()
    const box = await remove.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH)
    expect(await pageOverflows(page)).toBe(false)
  })

  it('the Safe header shows the address on one line, and the section tabs say they scroll', async ({ safe, open }) => {
    const session = await openNarrow(open)
    const { page } = session
    await session.goto(paths.safe(safe, 'transactions/queue'))
    await page.getByTestId('safe-threshold').filter({ hasText: '2/3 owners' }).waitFor()
    const address = page.locator('.safe-layout__header .address-display__address')
    // One line: no taller than two font sizes (a wrapped address is three lines or more at this width).
    const { height, fontSize } = await address.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      fontSize: Number.parseFloat(getComputedStyle(el).fontSize),
    }))
    expect(height).toBeLessThan(fontSize * 2)
    expect(await page.getByRole('navigation', { name: 'Safe' }).getAttribute('data-overflow')).toMatch(/end|both/)
    expect(await pageOverflows(page)).toBe(false)
    await session.screenshot('narrow-safe-header')
  })

  it('the Safe frame is a compact header: name and address on one line, one row of tabs, at most 160 px in all', async ({
    safe,
    open,
  }) => {
    const session = await open({ wallet: { accounts: [0] } })
    const { page } = session
    await page.setViewportSize({ width: WIDTH, height: 740 })
    await session.goto(paths.safe(safe))
    const measure = () =>
      page.getByTestId('safe-frame').evaluate((frame) => {
        const box = (selector: string) => frame.querySelector(selector)!.getBoundingClientRect()
        const name = box('h1')
        const address = box('.address-display__address')
        return {
          height: frame.getBoundingClientRect().height,
          // On one line: the address's middle lies within the name's line.
          nameAndAddressApart: Math.abs(name.top + name.height / 2 - (address.top + address.height / 2)),
          nameHeight: name.height,
          tabRows: new Set(
            Array.from(frame.querySelectorAll('.tabs__tab'), (tab) => Math.round(tab.getBoundingClientRect().top)),
          ).size,
        }
      })
    const expectCompact = async () => {
      const figures = await measure()
      // Before: identicon, name and Rename over the address; facts, total value and the action on lines of their
      // own: 231 px as a visitor, with the read-only mark.
      expect(figures.height).toBeLessThanOrEqual(160)
      expect(figures.nameAndAddressApart).toBeLessThan(figures.nameHeight / 2)
      expect(figures.tabRows).toBe(1)
      expect(await pageOverflows(page)).toBe(false)
    }

    // A visitor: read-only, with "Add to my Safes".
    await page.getByTestId('read-only-mark').waitFor()
    await page.getByTestId('safe-fiat-total').waitFor()
    await expectCompact()
    // The icon-only buttons keep their names.
    const frame = page.getByTestId('safe-frame')
    await frame.getByRole('button', { name: 'Name this Safe' }).waitFor()
    const copy = frame.getByRole('button', { name: 'Copy address' })
    await copy.waitFor()
    // Its icon alone shows: with its word beside it the button is about 70 px wide (the word was shown again once the
    // button's markup changed under the CSS that hid it).
    expect(await copy.evaluate((button) => button.getBoundingClientRect().width)).toBeLessThan(40)
    await session.screenshot('narrow-safe-frame-visitor')

    // An owner: "New transaction" instead.
    await page.locator(REAL_CONNECT_BUTTON).click()
    await page.locator(TEST_WALLET_OPTION).click()
    await page.getByTestId('new-transaction-link').waitFor({ timeout: 15_000 })
    await expectCompact()
    await session.screenshot('narrow-safe-frame-owner')
  })
})
