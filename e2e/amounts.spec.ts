import { createSafe, demoTokenAbi, sendTransactions } from '@strongroom/devnet'
import { encodeFunctionData, parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

/** More dUSD (6 decimals, $1 each) than a glance needs: 1,234,567.891234, shortened where the exact figure is a hover away. */
const HELD = parseUnits('1234567.891234', 6)

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, async ({ stack }) => {
  const safe = await createSafe(stack.devnet, { owners: [0], threshold: 1, fundWei: parseEther('1') })
  const demo = stack.devnet.demo!
  // The demo token's mint is open: the Safe gets the amount in one transfer-free step.
  await sendTransactions(stack.devnet.walletClient(0), [
    { to: demo.tokens.usdc, data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'mint', args: [safe, HELD] }) },
  ])
  return safe
})

describe('amounts (docs/look-and-feel.md §8)', () => {
  it('shortens a large balance where every digit is a hover or focus away, and writes it whole on the send form', async ({
    safe,
    open,
    openOwner,
  }) => {
    const session = await open({ wallet: false })
    const { page } = session
    await session.goto(paths.safe(safe, 'assets'))
    const row = page.getByTestId('token-row').filter({ hasText: 'dUSD' })
    await row.waitFor({ timeout: 30_000 })
    // The Assets table: "1.23M dUSD", every digit in its title and, while it has the keyboard's focus, as its text.
    const figure = row.getByTitle('1,234,567.891234 dUSD')
    expect(await figure.textContent()).toBe('1.23M')
    await figure.focus()
    expect(await figure.textContent()).toBe('1,234,567.891234')
    await figure.blur()
    expect(await row.textContent()).toContain('$1,234,567.89')
    await session.screenshot('amounts-assets')

    // The dashboard's top assets: the logo, the same figure, and its value beside it, shortened too.
    await page.getByRole('link', { name: 'Dashboard' }).click()
    const top = page.getByTestId('top-asset').filter({ hasText: 'dUSD' })
    await top.waitFor({ timeout: 30_000 })
    expect(await top.textContent()).toBe('1.23M dUSD$1.23M')
    expect(await top.locator('img.token-icon').count()).toBe(1)
    await session.screenshot('amounts-dashboard')

    // The send form says what the Safe holds with every digit (standard notation), and its value.
    const owner = await openOwner(0, paths.safe(safe, 'assets'))
    await owner.page
      .getByTestId('token-row')
      .filter({ hasText: 'dUSD' })
      .getByRole('link', { name: 'Send dUSD' })
      .click()
    const balance = owner.page.getByTestId('send-balance')
    await balance.waitFor({ timeout: 30_000 })
    expect(await balance.textContent()).toBe('1,234,567.891234 dUSD$1,234,567.89')
    await owner.screenshot('amounts-send')
  })
})
