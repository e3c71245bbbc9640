import { devAccounts } from '@strongroom/devnet'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import type { AppSession } from './fixtures/openApp'
import type { Stack } from './fixtures/stack'

const ACCOUNT_0 = devAccounts[0]!.address

const it = journey({ deploy: false, gateway: true })

/** The session as the gateway sees it, asked with the browser's own cookies. */
async function gatewaySession(stack: Stack, current: AppSession): Promise<number> {
  const response = await current.context.request.get(`${stack.gateway!.url}/v1/auth/me`)
  return response.status()
}

describe('sign in and out (optional Sign-In with Ethereum)', () => {
  it('signs in through "Verify your account", survives a reload, and signs out', async ({ stack, open }) => {
    const session = await open()
    const { page, wallet } = session
    await session.goto()
    await connectTestWallet(page)
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
    expect(await gatewaySession(stack, session)).toBe(200)

    await page.reload()
    await page.getByTestId('signed-in').waitFor()
    expect(await page.getByTestId('connected-address').textContent()).toBe(ACCOUNT_0)

    await page.getByRole('button', { name: 'Sign out' }).click()
    await signIn.waitFor()
    expect(await gatewaySession(stack, session)).toBe(401)
    // Signing out of the server leaves the wallet connected.
    expect(await page.getByTestId('connected-address').textContent()).toBe(ACCOUNT_0)
    await session.screenshot('sign-in-signed-out')
  })

  it('keeps "Verify your account" ready to retry after the wallet declines to sign', async ({ stack, open }) => {
    const session = await open()
    const { page, wallet } = session
    await session.goto()
    await connectTestWallet(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog')
    wallet.rejectNext('personal_sign')
    // A rejection (4001) only resets the dialog; anything else is an error RainbowKit reports.
    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await dialog.getByRole('button', { name: 'Sign message' }).waitFor()
    expect(await page.getByTestId('signed-in').count()).toBe(0)

    await dialog.getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()
    expect(await gatewaySession(stack, session)).toBe(200)
  })

  it('ends the session when the wallet disconnects', async ({ stack, open }) => {
    const session = await open()
    const { page } = session
    await session.goto()
    await connectTestWallet(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click()
    await page.getByTestId('signed-in').waitFor()

    await page.getByTestId('rk-account-button').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await page.getByTestId('rk-connect-button').waitFor()
    await expect.poll(() => gatewaySession(stack, session)).toBe(401)
  })
})
