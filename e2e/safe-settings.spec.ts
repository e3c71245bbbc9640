import { createSafe, deployDemoGuard, devAccounts } from '@strongroom/devnet'
import { SENTINEL_ADDRESS, safeL2Abi } from '@strongroom/protocol'
import type { Page } from 'playwright-core'
import { type Address, getAddress, keccak256, pad, sliceHex, toHex } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import { paths } from './fixtures/paths'
import { executeReviewed, signAndPropose } from './fixtures/settingsChangeActions'

const GUARD_SLOT = keccak256(toHex('guard_manager.guard.address'))
const [OWNER_0, OWNER_1, OWNER_2] = devAccounts.slice(0, 3).map((account) => account.address) as [
  Address,
  Address,
  Address,
]
const MODULE = devAccounts[5]!.address

const it = journey({ gateway: true })
  // Two owners, dev accounts 0 and 1, either of whom may execute alone to begin with.
  .extend('safe', { scope: 'file' }, ({ stack }) => createSafe(stack.devnet, { owners: [0, 1], threshold: 1 }))
  .extend('guard', { scope: 'file' }, ({ stack }) => deployDemoGuard(stack.devnet))
  /** Dev account `account` on the Safe's setup screen, wallet connected, once the Safe's live stream is open. */
  .extend(
    'owner',
    async ({ safe, openOwner }) =>
      (account: number) =>
        openOwner(account, paths.safe(safe, 'settings/setup'), { live: true }),
  )
  /** The Safe's settings as the chain holds them. */
  .extend('read', async ({ stack, safe }) => ({
    owners: () => stack.devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'getOwners' }),
    threshold: () =>
      stack.devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'getThreshold' }),
    modules: async () =>
      (
        await stack.devnet.publicClient.readContract({
          address: safe,
          abi: safeL2Abi,
          functionName: 'getModulesPaginated',
          args: [SENTINEL_ADDRESS, 10n],
        })
      )[0],
    guard: async () =>
      getAddress(
        sliceHex(
          pad((await stack.devnet.publicClient.getStorageAt({ address: safe, slot: GUARD_SLOT }))!, { size: 32 }),
          12,
        ),
      ),
  }))

async function openForm(page: Page, safe: Address, path: 'setup' | 'modules', button: string): Promise<void> {
  await navigate(page, paths.safe(safe, `settings/${path}`))
  await page.getByTestId(path === 'setup' ? 'safe-setup' : 'safe-modules').waitFor({ timeout: 20_000 })
  await page.getByRole('button', { name: button, exact: true }).click()
}

describe('Safe settings', () => {
  it('adds an owner with a new threshold, removes one with two owners signing, and changes the threshold', async ({
    safe,
    owner,
    read,
  }) => {
    const owner0 = await owner(0)
    const { page } = owner0
    await page.getByTestId('safe-setup').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('owner').count()).toBe(2)

    // The form says what is wrong before anything is signed.
    await page.getByRole('button', { name: 'Add owner', exact: true }).click()
    await page.getByTestId('settings-owner-address').fill(OWNER_1)
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('This address is already an owner of the Safe.').waitFor()
    await page.getByTestId('settings-owner-address').fill(safe)
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('The Safe cannot be its own owner.').waitFor()
    await page.getByTestId('settings-owner-address').fill('0x0000000000000000000000000000000000000001')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('marks the start of the Safe’s lists').waitFor()

    // Add owner 2 with threshold 2.
    await page.getByTestId('settings-owner-address').fill(OWNER_2)
    await page.getByTestId('settings-threshold').selectOption('2')
    await page.getByRole('button', { name: 'Review' }).click()
    await signAndPropose(page, 'Add owner')
    await executeReviewed(page)
    expect(await read.owners()).toEqual([OWNER_2, OWNER_0, OWNER_1])
    expect(await read.threshold()).toBe(2n)
    await owner0.screenshot('safe-settings-owner-added')

    // Remove owner 2 (the head of the list) back to threshold 1: owner 0 proposes, owner 1 confirms and executes.
    await navigate(page, paths.safe(safe, 'settings/setup'))
    await page
      .locator(`[data-testid="owner"][data-address="${OWNER_2}"]`)
      .getByRole('button', { name: 'Remove' })
      .click()
    await page.getByTestId('settings-threshold').selectOption('1')
    await page.getByRole('button', { name: 'Review' }).click()
    await signAndPropose(page, 'Remove owner')
    await page.getByTestId('confirmation-count').filter({ hasText: '1 of 2' }).waitFor()
    const owner1 = await owner(1)
    await navigate(owner1.page, new URL(page.url()).pathname + new URL(page.url()).search)
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await executeReviewed(owner1.page, 'Confirm and execute')
    expect(await read.owners()).toEqual([OWNER_0, OWNER_1])
    expect(await read.threshold()).toBe(1n)

    // Change the threshold to 2.
    await openForm(page, safe, 'setup', 'Change threshold')
    await page.getByTestId('settings-threshold').selectOption('1')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('The threshold is already 1.').waitFor()
    await page.getByTestId('settings-threshold').selectOption('2')
    await page.getByRole('button', { name: 'Review' }).click()
    await signAndPropose(page, 'Change threshold')
    await executeReviewed(page)
    expect(await read.threshold()).toBe(2n)
    await navigate(page, paths.safe(safe, 'settings/setup'))
    await page.getByTestId('setup-threshold').filter({ hasText: '2 out of 2' }).waitFor({ timeout: 20_000 })
  })

  it('enables and disables a module, sets and removes a guard, and says the Safe is up to date', async ({
    safe,
    guard,
    owner,
    read,
  }) => {
    // Threshold 2 from the journey above: owner 0 proposes, owner 1 confirms and executes.
    const owner0 = await owner(0)
    const owner1 = await owner(1)
    const { page } = owner0
    const carry = async () => {
      await navigate(owner1.page, new URL(page.url()).pathname + new URL(page.url()).search)
      await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
      await executeReviewed(owner1.page, 'Confirm and execute')
    }

    await openForm(page, safe, 'modules', 'Enable module')
    await page.getByTestId('settings-module-address').fill(MODULE)
    await page.getByRole('button', { name: 'Review' }).click()
    await signAndPropose(page, 'Enable module')
    await carry()
    expect(await read.modules()).toEqual([MODULE])

    await navigate(page, paths.safe(safe, 'settings/modules'))
    await page
      .locator(`[data-testid="module"][data-address="${MODULE}"]`)
      .getByRole('button', { name: 'Disable' })
      .click()
    await signAndPropose(page, 'Disable module')
    await carry()
    expect(await read.modules()).toEqual([])

    await openForm(page, safe, 'modules', 'Set guard')
    await page.getByTestId('guard-warning').waitFor()
    await page.getByTestId('settings-guard-address').fill(guard)
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('Confirm that you have read the warning about guards before going on.').waitFor()
    await page.getByTestId('guard-acknowledge').check()
    await page.getByRole('button', { name: 'Review' }).click()
    await signAndPropose(page, 'Set guard')
    await carry()
    expect(await read.guard()).toBe(guard)

    await navigate(page, paths.safe(safe, 'settings/modules'))
    await page.locator(`[data-testid="guard"][data-address="${guard}"]`).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Remove guard' }).click()
    await signAndPropose(page, 'Remove guard')
    await carry()
    expect(await read.guard()).toBe('0x0000000000000000000000000000000000000000')

    await navigate(page, paths.safe(safe, 'settings/modules'))
    await page.getByTestId('no-guard').waitFor({ timeout: 20_000 })
    await page.getByTestId('safe-up-to-date').waitFor()
    await owner0.screenshot('safe-settings-modules')
  })
})
