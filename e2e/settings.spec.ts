import type { Page, WebSocket } from 'playwright-core'
import { describe, expect } from 'vitest'
import { connectTestWallet, REAL_CONNECT_BUTTON } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'

const it = journey({ deploy: false, gateway: true })

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)

describe('settings', () => {
  it('switches to dark mode and keeps it after a reload', async ({ open }) => {
    const session = await open({ wallet: false })
    const { page } = session
    await session.goto('/settings')
    const dark = page.getByRole('radio', { name: 'Dark' })
    await dark.waitFor()
    // A fresh browser follows the system (light here).
    expect(await page.getByRole('radio', { name: 'System' }).isChecked()).toBe(true)
    expect(await theme(page)).toBe('light')
    const lightBackground = await pageBackground(page)

    await dark.check()
    expect(await theme(page)).toBe('dark')
    expect(await pageBackground(page)).not.toBe(lightBackground)
    await page.getByRole('radio', { name: 'Pink' }).check()
    await session.screenshot('settings-dark')

    await page.reload()
    await dark.waitFor()
    expect(await dark.isChecked()).toBe(true)
    expect(await page.getByRole('radio', { name: 'Pink' }).isChecked()).toBe(true)
    expect(await theme(page)).toBe('dark')
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--color-accent'))).toBe('#FF5CA0')

    // RainbowKit's dialogs follow: its connect modal is dark too.
    await page.locator(REAL_CONNECT_BUTTON).click()
    const modalBackground = await page
      .getByRole('dialog')
      .locator('[class]')
      .first()
      .evaluate((element) => getComputedStyle(element).getPropertyValue('--rk-colors-modalBackground'))
    expect(modalBackground.trim()).toBe('#1A1B1F')
    await session.screenshot('settings-dark-modal')
  })

  it('follows the system when set to "System"', async ({ open }) => {
    const session = await open({ wallet: false })
    const { page } = session
    await page.emulateMedia({ colorScheme: 'dark' })
    await session.goto('/settings')
    await page.getByRole('radio', { name: 'System' }).waitFor()
    expect(await theme(page)).toBe('dark')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => theme(page)).toBe('light')
  })

  it('uses a WebSocket RPC URL entered in Settings → Network', async ({ stack, open }) => {
    const session = await open()
    const { page } = session
    const sockets: WebSocket[] = []
    page.on('websocket', (socket) => sockets.push(socket))
    await session.goto('/settings')
    const input = page.getByTestId('rpc-url-input')
    await input.fill('ftp://127.0.0.1')
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('The RPC URL must start with http://, https://, ws:// or wss://.').waitFor()

    await connectTestWallet(page)

    const wsUrl = stack.devnet.rpcUrl.replace(/^http/, 'ws')
    await input.fill(wsUrl)
    await page.getByRole('button', { name: 'Save' }).click()
    // Saving rebuilds the wagmi config: the app remounts, the wallet reconnects, and the app's reads (the balance in
    // the account button) go over the socket.
    await expect
      .poll(() => page.getByTestId('rpc-url-status').textContent())
      .toMatch(/^Strongroom Devnet uses your RPC URL\./)
    await page.getByTestId('connected-address').waitFor()
    await expect.poll(() => sockets.some((socket) => socket.url().startsWith(wsUrl))).toBe(true)
    await session.screenshot('settings-network')

    await page.reload()
    expect(await page.getByTestId('rpc-url-input').inputValue()).toBe(wsUrl)
  })
})
