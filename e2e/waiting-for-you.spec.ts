import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import type { Locator, Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { SCREEN_VARIANTS as VARIANTS } from './fixtures/screenVariants'

/** What the waiting transaction does, as its rows say it. */
const SEND = 'Send 0.1'

/** A 2-of-2 Safe of dev accounts 0 and 1, with a transfer owner 0 proposed and signed: it waits for owner 1. */
const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, async ({ stack }): Promise<Address> => {
  const safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 2, fundWei: parseEther('1') })
  const tx = createSafeTx({ to: devAccounts[3]!.address, value: parseEther('0.1'), nonce: 0n })
  await proposeSafeTx(stack, { safe, tx, signers: [0] })
  return safe
})

/** The Safe's row in the welcome screen's list (its link leads to its dashboard). */
const safeRow = (page: Page, safe: Address): Locator =>
  page.getByTestId('safe-list-item').filter({ has: page.locator(`a[href$="${safe}"]`) })

/** The dashboard's "Waiting for your signature" panel. */
const waitingPanel = (page: Page): Locator => page.getByRole('region', { name: 'Waiting for your signature' })

/** How many lines the text of `element` is drawn on. */
const lineCount = (element: Locator): Promise<number> =>
  element.evaluate((node) => {
    const range = document.createRange()
    range.selectNodeContents(node)
    return new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    ).size
  })

/** The wallet of dev account `account` connected on the welcome screen, at the journey's first width. */
async function openAs(open: (options: { wallet: { accounts: number[] } }) => Promise<AppSession>, account: number) {
  const session = await open({ wallet: { accounts: [account] } })
  await session.page.setViewportSize({ width: 1280, height: 800 })
  await session.goto('/')
  await connectTestWallet(session.page)
  return session
}

describe('waiting for you', () => {
  it('a transaction one owner signed waits for the other: the Safe list, the dashboard and the queue row say so, in light and dark at 1280 and 360 px', async ({
    open,
    safe,
  }) => {
    const session = await openAs(open, 1)
    const { page } = session
    const look = async (screen: string, variant: string) => {
      // Fonts settled, so the screenshot shows the screen as a person sees it.
      await page.evaluate(() => document.fonts.ready)
      await session.screenshot(`waiting-for-you-${screen}-${variant}`)
    }

    for (const variant of VARIANTS) {
      await page.setViewportSize({ width: variant.width, height: 800 })
      await page.emulateMedia({ colorScheme: variant.colorScheme })

      // The Safe list: the Safe owner 1 owns says one transaction waits for its signature.
      await navigate(page, '/')
      const row = safeRow(page, safe)
      const waiting = row.getByTestId('safe-list-waiting')
      await waiting.waitFor({ timeout: 30_000 })
      expect(await waiting.textContent()).toBe('1 transaction waits for your signature')
      await look('safe-list', variant.name)

      // The dashboard's "Waiting for your signature" lists it, with its confirmations.
      await navigate(page, paths.safe(safe))
      const pending = waitingPanel(page).getByTestId('pending-signature')
      await pending.first().waitFor({ timeout: 30_000 })
      expect(await pending.count()).toBe(1)
      expect(await pending.textContent()).toContain(SEND)
      expect(await pending.getByTitle('Confirmations given out of those needed').textContent()).toBe('1 of 2 signed')
      // On a phone too the words read as a line or two, the chip below them, not a column of single words.
      expect(await lineCount(pending.locator('.transactions-pending__title'))).toBeLessThanOrEqual(2)
      await look('dashboard', variant.name)

      // The queue row: "1 of 2 signed", and Confirm is what owner 1 can do with it.
      await navigate(page, paths.safe(safe, 'transactions/queue'))
      const queued = page.getByTestId('queue-transaction').filter({ hasText: SEND })
      await queued.waitFor({ timeout: 30_000 })
      expect(await queued.getByTestId('queue-confirmations').textContent()).toBe('1 of 2 signed')
      expect(await queued.getByRole('link', { name: 'Confirm' }).count()).toBe(1)
      await look('queue', variant.name)
    }
  })

  it('the owner who signed is not asked again: no waiting in the Safe list, nothing on the dashboard', async ({
    open,
    safe,
  }) => {
    const { page } = await openAs(open, 0)
    const row = safeRow(page, safe)
    await row.getByTestId('safe-list-threshold').waitFor({ timeout: 30_000 })

    await navigate(page, paths.safe(safe))
    await waitingPanel(page).getByText('Nothing needs your signature.').waitFor({ timeout: 30_000 })
    // The queue still shows it, waiting for the other owner.
    await navigate(page, paths.safe(safe, 'transactions/queue'))
    const queued = page.getByTestId('queue-transaction').filter({ hasText: SEND })
    await queued.waitFor({ timeout: 30_000 })
    expect(await queued.getByTestId('queue-confirmations').textContent()).toBe('1 of 2 signed')
    expect(await queued.getByRole('link', { name: 'Confirm' }).count()).toBe(0)
    // Its row in the list was drawn with the queue read: by now it would say so if it were going to.
    await navigate(page, '/')
    await row.getByTestId('safe-list-threshold').waitFor({ timeout: 30_000 })
    expect(await row.getByTestId('safe-list-waiting').count()).toBe(0)
  })
})
