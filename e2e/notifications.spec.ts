import { devAccounts } from '@strongroom/devnet'
import type { Page, Worker } from 'playwright-core'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'

const it = journey({ deploy: false, gateway: true })

/** A Safe this browser follows (no contract is needed: the worker only names it). */
const SAFE = devAccounts[5]!.address
const OWNER = devAccounts[1]!.address

/** Names addresses through the address book's CSV import, as a person would. */
async function nameInAddressBook(page: Page, chainId: number, names: [string, string][]): Promise<void> {
  const lines = names.map(([address, name]) => `${address},${name},${chainId}`)
  await page.getByTestId('address-book-import').setInputFiles({
    name: 'names.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['address,name,chainId', ...lines].join('\r\n')),
  })
  await page.getByTestId('address-book-import-result').filter({ hasText: 'Imported' }).waitFor()
}

/** The text of the notification the real worker would show for `payload` now (its own `notificationFor`). */
async function notificationText(worker: Worker, payload: object): Promise<string> {
  const { options } = await worker.evaluate<{ options: { body: string } }>(
    `notificationFor(${JSON.stringify(payload)})`,
  )
  return options.body
}

// Delivering a push needs the browser's push service, which is outside this machine: the journey stops before it.
describe('notifications settings', () => {
  it('asks to sign in first, and once signed in says why this deployment offers no notifications', async ({ open }) => {
    const session = await open()
    const { page } = session
    await session.goto('/settings')
    const section = page.getByTestId('notifications-settings')
    await section.getByText('Sign in to manage notifications.').waitFor()
    expect(await section.textContent()).toContain('Connect a wallet, then sign in.')

    await connectTestWallet(page)
    await section.getByText('Use “Sign in” at the top of the page.', { exact: false }).waitFor()
    await session.screenshot('notifications-signed-out')

    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()
    // This stack's runtime configuration has no VAPID key.
    const unavailable = section.getByTestId('notifications-unavailable')
    await unavailable.waitFor()
    expect(await unavailable.textContent()).toContain('this server has no Web Push key configured')
    await session.screenshot('notifications-unavailable')
  })

  it('the service worker names a followed Safe and its owner as the page does, and a renamed Safe by its new name', async ({
    stack,
    open,
  }) => {
    const session = await open({ wallet: false })
    const { page } = session
    const { chainId } = stack.devnet
    await session.goto('/address-book')
    // This browser follows SAFE, as Settings → Notifications leaves it after a registration.
    await page.evaluate(
      ({ key, safe }) => localStorage.setItem(key, JSON.stringify({ uuid: crypto.randomUUID(), safes: [safe] })),
      { key: `strongroom.notifications.${chainId}`, safe: SAFE },
    )
    await page.reload()
    await page.getByTestId('address-book-empty').waitFor()
    // The worker as Settings → Notifications registers it (subscribeToPush), in this real Chromium.
    const [worker] = await Promise.all([
      page.context().waitForEvent('serviceworker'),
      page.evaluate(() => navigator.serviceWorker.register('/notifications-sw.js').then(() => undefined)),
    ])
    const confirmation = { type: 'NEW_CONFIRMATION', chainId: String(chainId), address: SAFE, owner: OWNER }
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
    expect(await notificationText(worker, confirmation)).toBe(
      `${short(OWNER)} confirmed a transaction of Safe ${short(SAFE)}.`,
    )

    await nameInAddressBook(page, chainId, [
      [SAFE, 'Treasury'],
      [OWNER, 'Alice'],
    ])
    await expect
      .poll(() => notificationText(worker, confirmation), { timeout: 10_000 })
      .toBe('Alice confirmed a transaction of Treasury.')
    await nameInAddressBook(page, chainId, [[SAFE, 'Payroll']])
    await expect
      .poll(() => notificationText(worker, confirmation), { timeout: 10_000 })
      .toBe('Alice confirmed a transaction of Payroll.')
  })
})
