import { createSafe, demoTokenAbi, devAccounts } from '@strongroom/devnet'
import { allowanceModuleAbi, toAllowance } from '@strongroom/protocol'
import type { Address } from 'viem'
import { describe, expect } from 'vitest'
import { giveDemoAssets } from './fixtures/giveDemoAssets'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import { paths } from './fixtures/paths'
import { executeReviewed, signAndPropose } from './fixtures/settingsChangeActions'

const BENEFICIARY = devAccounts[5]!.address
const RECIPIENT = devAccounts[6]!.address
const DUSD = 10n ** 6n

const it = journey({ gateway: true })
  // Two owners, both needed; the Safe holds 1,000 dUSD.
  .extend('safe', { scope: 'file' }, async ({ stack }) => {
    const safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 2 })
    await giveDemoAssets(stack.devnet, safe, { dUsd: 1_000n * DUSD })
    return safe
  })

describe('Spending limits', () => {
  it('the owners give an allowance in one reviewed batch; the beneficiary spends within it alone and is refused beyond; the owners edit and remove it', async ({
    stack,
    safe,
    openOwner,
  }) => {
    const devnet = stack.devnet
    const dUsd = devnet.demo!.tokens.usdc
    const module = devnet.allowanceModule as Address
    const balanceOf = (account: Address) =>
      devnet.publicClient.readContract({ address: dUsd, abi: demoTokenAbi, functionName: 'balanceOf', args: [account] })

    // Owner 0: Settings → Spending limits → 100 dUSD per day for account 5.
    const owner0 = await openOwner(0, paths.safe(safe, 'settings/spending-limits'), { live: true })
    const { page } = owner0
    await page.getByTestId('no-spending-limits').waitFor({ timeout: 20_000 })
    await page.getByTestId('spending-limit-add').click()
    await page.getByTestId('spending-limit-beneficiary').fill(BENEFICIARY)
    await page.getByTestId('spending-limit-token').selectOption({ label: 'dUSD' })
    await page.getByTestId('spending-limit-amount').fill('100')
    await page.getByTestId('spending-limit-period-count').fill('1')
    await page.getByTestId('spending-limit-period-unit').selectOption('days')
    await page.getByTestId('spending-limit-review').click()
    // The review: enable the module, register the beneficiary, set the allowance; "who can move funds".
    const warning = page.getByTestId('control-change-warning')
    await warning.waitFor({ timeout: 20_000 })
    expect(await warning.textContent()).toContain('who can move funds')
    expect(await warning.textContent()).toContain(`Enables the module ${module}`)
    expect(await warning.textContent()).toContain(`Lets ${BENEFICIARY} spend up to 100 dUSD`)
    await signAndPropose(page, 'Spending limits')

    // Owner 1 confirms and executes.
    const owner1 = await openOwner(1, new URL(page.url()).pathname + new URL(page.url()).search, { live: true })
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await executeReviewed(owner1.page, 'Confirm and execute')
    const words = await devnet.publicClient.readContract({
      address: module,
      abi: allowanceModuleAbi,
      functionName: 'getTokenAllowance',
      args: [safe, BENEFICIARY, dUsd],
    })
    expect(toAllowance(words, new Date()).amount).toBe(100n * DUSD)

    // Settings lists it, read from the chain.
    await navigate(page, paths.safe(safe, 'settings/spending-limits'))
    const row = page.getByTestId('spending-limit')
    await row.waitFor({ timeout: 20_000 })
    expect(await row.textContent()).toContain('100 dUSD per day')

    // The beneficiary (not an owner) on Send: what is left and until when, then a transfer with its own wallet.
    const beneficiary = await openOwner(5, paths.newTransaction(safe, 'send'))
    const panel = beneficiary.page.getByTestId('beneficiary-spend')
    await panel.waitFor({ timeout: 20_000 })
    expect(await panel.getByTestId('beneficiary-limit').textContent()).toMatch(/^You can spend up to 100 dUSD until /)
    await panel.getByTestId('recipient-input').fill(RECIPIENT)
    await panel.getByTestId('beneficiary-amount').fill('60')
    const before = await balanceOf(RECIPIENT)
    await panel.getByTestId('beneficiary-send').click()
    await panel.getByTestId('beneficiary-outcome').filter({ hasText: 'Sent 60 dUSD' }).waitFor({ timeout: 30_000 })
    // …acknowledged by a toast too (docs/look-and-feel.md §10).
    await beneficiary.page
      .getByRole('status', { name: 'Notifications' })
      .getByText('Sent 60 dUSD within your allowance.')
      .waitFor()
    expect((await balanceOf(RECIPIENT)) - before).toBe(60n * DUSD)
    await panel
      .getByTestId('beneficiary-limit')
      .filter({ hasText: 'You can spend up to 40 dUSD until ' })
      .waitFor({ timeout: 20_000 })

    // Beyond what is left: refused with a sentence before the wallet opens; nothing moves.
    await panel.getByTestId('beneficiary-amount').fill('50')
    await panel.getByTestId('beneficiary-send').click()
    await panel.getByText('That is more than your allowance leaves: you can spend up to 40 dUSD.').waitFor()
    expect((await balanceOf(RECIPIENT)) - before).toBe(60n * DUSD)
    await beneficiary.screenshot('spending-limits-beneficiary')

    // An owner who has no allowance sees no such panel on Send.
    await navigate(page, paths.newTransaction(safe, 'send'))
    await page.getByTestId('recipient-input').first().waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('beneficiary-spend').count()).toBe(0)

    // The owners raise it to 150 dUSD per week: one call (module and beneficiary are in place), what was spent is kept.
    await navigate(page, paths.safe(safe, 'settings/spending-limits'))
    await page.getByTestId('spending-limit').getByRole('button', { name: 'Edit' }).click()
    expect(await page.getByTestId('spending-limit-amount').inputValue()).toBe('100')
    await page.getByTestId('spending-limit-amount').fill('150')
    await page.getByTestId('spending-limit-period-unit').selectOption('weeks')
    await page.getByTestId('spending-limit-review').click()
    await page.getByTestId('control-change-warning').waitFor({ timeout: 20_000 })
    const edited = (await page.getByTestId('control-change-warning').textContent()) ?? ''
    expect(edited).toContain(`Lets ${BENEFICIARY} spend up to 150 dUSD`)
    expect(edited).toContain('refilled every week')
    expect(edited).not.toContain('Enables the module')
    await signAndPropose(page, 'Spending limits')
    await navigate(owner1.page, new URL(page.url()).pathname + new URL(page.url()).search)
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await executeReviewed(owner1.page, 'Confirm and execute')
    await navigate(page, paths.safe(safe, 'settings/spending-limits'))
    await page
      .getByTestId('spending-limit')
      .filter({ hasText: '150 dUSD per week; spent 60 dUSD, left 90 dUSD' })
      .waitFor({ timeout: 20_000 })

    // The owners remove it again, reviewed the same way; the module then holds no amount for it.
    await page.getByTestId('spending-limit').getByRole('button', { name: 'Remove' }).click()
    await page.getByTestId('control-change-warning').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('control-change-warning').textContent()).toContain(
      `Removes the allowance of ${BENEFICIARY} for dUSD`,
    )
    await signAndPropose(page, 'Spending limits')
    await navigate(owner1.page, new URL(page.url()).pathname + new URL(page.url()).search)
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await executeReviewed(owner1.page, 'Confirm and execute')
    const after = await devnet.publicClient.readContract({
      address: module,
      abi: allowanceModuleAbi,
      functionName: 'getTokenAllowance',
      args: [safe, BENEFICIARY, dUsd],
    })
    expect(toAllowance(after, new Date()).amount).toBe(0n)
    await navigate(page, paths.safe(safe, 'settings/spending-limits'))
    await page.getByTestId('no-spending-limits').waitFor({ timeout: 20_000 })
  })
})
