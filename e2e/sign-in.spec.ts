import { devAccounts } from '@strongroom/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'

const ACCOUNT_0 = devAccounts[0]!.address
// Signed out, `GET /v1/auth/me` answers 401 and the browser logs that response: expected, not a page error.
const SIGNED_OUT = /status of 401/

let stack: Stack
let browser: Browser
let session: AppSession | undefined

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ deploy: false, gateway: true }), launchBrowser()])
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

async function connect(page: Page): Promise<void> {
  await connectTestWallet(page)
}

/** The session as the gateway sees it, asked with the browser's own cookies. */
async function gatewaySession(current: AppSession): Promise<number> {
  const response = await current.context.request.get(`${stack.gateway!.url}/v1/auth/me`)
  return response.status()
}

describe('sign in and out (optional Sign-In with Ethereum)', () => {
  it('signs in through "Verify your account", survives a reload, and signs out', async () => {
    session = await openApp(browser, stack, { allowConsoleErrors: [SIGNED_OUT] })
    const { page, wallet } = session
    await session.goto()
    await connect(page)
    // Connected and signed out: everything works, sign-in is offered.
    const signIn = page.getByRole('button', { name: 'Sign in' })
    await signIn.waitFor()
    expect(await page.getByTestId('rk-account-button').count()).toBe(1)

    await signIn.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Verify your account').waitFor()
    await session.screenshot('sign-in-verify')
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await session.screenshot('sign-in-signed-in')

    const signed = wallet.requests.find((request) => request.method === 'personal_sign')
    expect(signed?.outcome).toBe('ok')
    expect(await gatewaySession(session)).toBe(200)

    await page.reload()
    await page.getByTestId('signed-in').waitFor()
    expect(await page.getByTestId('connected-address').textContent()).toBe(ACCOUNT_0)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn.waitFor()
    expect(await gatewaySession(session)).toBe(401)
    // Signing out of the server leaves the wallet connected.
    expect(await page.getByTestId('connected-address').textContent()).toBe(ACCOUNT_0)
    await session.screenshot('sign-in-signed-out')
  })

  it('keeps "Verify your account" ready to retry after the wallet declines to sign', async () => {
    session = await openApp(browser, stack, { allowConsoleErrors: [SIGNED_OUT] })
    const { page, wallet } = session
    await session.goto()
    await connect(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    wallet.rejectNext('personal_sign')
    // A rejection (4001) only resets the dialog; anything else is an error RainbowKit reports.
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await dialog.getByRole('button', { name: 'Sign message' }).waitFor()
    expect(await page.getByTestId('signed-in').count()).toBe(0)

    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()
    expect(await gatewaySession(session)).toBe(200)
  })

  it('ends the session when the wallet disconnects', async () => {
    session = await openApp(browser, stack, { allowConsoleErrors: [SIGNED_OUT] })
    const { page } = session
    await session.goto()
    await connect(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()

    await page.getByTestId('rk-account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('rk-connect-button').waitFor()
    await expect.poll(() => gatewaySession(session!)).toBe(401)
  })
})
