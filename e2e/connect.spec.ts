import { devAccounts } from '@strongroom/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'
import { TEST_WALLET_INFO } from './wallet/installTestWallet'

const ACCOUNT_0 = devAccounts[0]!.address
const ACCOUNT_1 = devAccounts[1]!.address
const TEST_WALLET_OPTION = `[data-testid="rk-wallet-option-${TEST_WALLET_INFO.rdns}"]`
// The landing chunk is ~300 kB gzip (vite build); the smallest wallet SDK chunk alone is >100 kB gzip, so a budget
// in between catches an SDK that is fetched before the user opens the connect modal.
const LANDING_SCRIPT_BUDGET = 340_000

let stack: Stack
let browser: Browser
let session: AppSession | undefined

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ deploy: false }), launchBrowser()])
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

async function connectedAddress(page: Page): Promise<string | null> {
  const locator = page.getByTestId('connected-address')
  await locator.waitFor({ state: 'visible', timeout: 15_000 })
  return locator.textContent()
}

describe('connect a wallet', () => {
  it('connects the EIP-6963 test wallet from the connect modal and shows the account', async () => {
    session = await openApp(browser, stack)
    const { page } = session
    await session.goto()
    await page.getByRole('heading', { level: 1 }).waitFor()
    await session.screenshot('connect-landing')

    await page.getByTestId('rk-connect-button').click()
    const option = page.locator(TEST_WALLET_OPTION)
    await option.waitFor()
    expect(await option.textContent()).toContain(TEST_WALLET_INFO.name)
    // window.ethereum is also offered under RainbowKit's generic name.
    await page.getByTestId('rk-wallet-option-injected').waitFor()
    await session.screenshot('connect-modal')

    await option.click()
    expect(await connectedAddress(page)).toBe(ACCOUNT_0)
    await page.getByTestId('rk-account-button').waitFor()
    expect(session.wallet.connected).toBe(true)
    await session.screenshot('connect-connected')
  })

  it('connects through "Browser Wallet" (window.ethereum) and follows account switches in the wallet', async () => {
    session = await openApp(browser, stack)
    const { page, wallet } = session
    await session.goto()
    await page.getByTestId('rk-connect-button').click()
    await page.getByTestId('rk-wallet-option-injected').click()
    expect(await connectedAddress(page)).toBe(ACCOUNT_0)

    wallet.switchAccount(1)
    await expect.poll(() => page.getByTestId('connected-address').textContent()).toBe(ACCOUNT_1)
  })

  it('explains a rejected connection in a sentence and connects on retry', async () => {
    session = await openApp(browser, stack)
    const { page, wallet } = session
    await session.goto()
    wallet.rejectNext()
    await page.getByTestId('rk-connect-button').click()
    await page.locator(TEST_WALLET_OPTION).click()

    const notice = page.getByTestId('connection-error')
    await notice.waitFor()
    expect(await notice.textContent()).toBe(
      'You declined the connection request in your wallet. Choose the wallet again to retry.',
    )
    expect(await notice.getAttribute('role')).toBe('alert')
    const text = await page.locator('body').textContent()
    expect(text).not.toMatch(/Details:|Version:|UserRejectedRequestError|\bat .+:\d+:\d+/)
    expect(wallet.requests.filter((r) => r.errorCode === 4001)).toHaveLength(1)
    expect(await page.getByTestId('connected-address').count()).toBe(0)
    await session.screenshot('connect-rejected')

    await page.getByRole('button', { name: 'RETRY' }).click()
    expect(await connectedAddress(page)).toBe(ACCOUNT_0)
    expect(await notice.count()).toBe(0)
    await session.screenshot('connect-retried')
  })

  it('flags a wallet on another network and switches back from the app', async () => {
    session = await openApp(browser, stack)
    const { page, wallet } = session
    await session.goto()
    await page.getByTestId('rk-connect-button').click()
    await page.locator(TEST_WALLET_OPTION).click()
    expect(await connectedAddress(page)).toBe(ACCOUNT_0)

    wallet.setChain(5)
    const wrongNetwork = page.getByTestId('rk-wrong-network-button')
    await wrongNetwork.waitFor()
    await session.screenshot('connect-wrong-network')
    await wrongNetwork.click()
    await page.getByTestId(`rk-chain-option-${stack.devnet.chainId}`).click()
    await page.getByTestId('rk-account-button').waitFor()
    expect(wallet.chainId).toBe(stack.devnet.chainId)
  })

  it('is usable from the keyboard and keeps wallet SDKs off the landing page', async () => {
    session = await openApp(browser, stack)
    const { page } = session
    const scriptBytes: number[] = []
    let modalOpened = false
    const landingBytes = () => scriptBytes.reduce((sum, size) => sum + size, 0)
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script' || modalOpened) return
      scriptBytes.push((await request.sizes()).responseBodySize)
    })
    await session.goto()
    await page.getByTestId('rk-connect-button').waitFor()
    await page.waitForLoadState('networkidle')
    expect(landingBytes()).toBeGreaterThan(100_000)
    expect(landingBytes()).toBeLessThan(LANDING_SCRIPT_BUDGET)

    // Tab order: skip link, brand, then the connect button.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rk-connect-button')
    modalOpened = true
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  })

  it('explains a missing runtime configuration instead of rendering a broken app', async () => {
    // A deployment without /config.json: the browser logs the 404 itself, which is expected here.
    session = await openApp(browser, stack, { wallet: false, allowConsoleErrors: [/status of 404/] })
    const { page } = session
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await session.goto()
    await page.getByRole('heading', { name: 'Strongroom cannot start' }).waitFor()
    expect(await page.getByRole('alert').textContent()).toBe('The runtime configuration /config.json is missing.')
    expect(await page.getByTestId('rk-connect-button').count()).toBe(0)
    await session.screenshot('connect-config-missing')
  })
})
