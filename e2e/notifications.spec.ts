import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'

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

// Delivering a push needs the browser's push service, which is outside this machine: the journey stops before it.
describe('notifications settings', () => {
  it('asks to sign in first, and once signed in says why this deployment offers no notifications', async () => {
    session = await openApp(browser, stack, { allowConsoleErrors: [SIGNED_OUT] })
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
})
