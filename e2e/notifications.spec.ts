import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'

const it = journey({ deploy: false, gateway: true })

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
})
