import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx, safeL2Abi } from '@strongroom/protocol'
import type { Page } from 'playwright-core'
import { getAddress, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'

// Mined, then indexed by the gateway (polled every second), then shown.
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[3]!.address

const it = journey({ gateway: true })
  // The parent: a 2-of-2 Safe of dev accounts 0 and 1.
  .extend('parent', { scope: 'file' }, ({ stack }) => createSafe(stack.devnet, { owners: [0, 1], threshold: 2 }))
  // The nested Safe: 2-of-2 of the parent Safe and dev account 2, holding 1 ETH.
  .extend('child', { scope: 'file' }, ({ stack, parent }) =>
    createSafe(stack.devnet, { owners: [parent, 2], threshold: 2, fundWei: parseEther('1') }),
  )
  /**
   * Dev account 2, the nested Safe's other owner, proposes sending `value` to the recipient with its signature; dev
   * account 0, an owner of the parent only, opens it once reviewed.
   */
  .extend('proposeInChild', async ({ stack, child, openOwner, safeNonce }) => async (value: bigint) => {
    const nonce = await safeNonce(child)
    const before = await stack.devnet.publicClient.getBalance({ address: RECIPIENT })
    const tx = createSafeTx({ to: RECIPIENT, value, nonce })
    const { txId } = await proposeSafeTx(stack, { safe: child, tx, signers: [2] })
    const owner0 = await openOwner(0, paths.transaction(child, txId), { live: true })
    await reviewed(owner0.page)
    /** Checks on chain that the transaction ran: the nested Safe's nonce moved on and the recipient got `value`. */
    const assertExecuted = async () => {
      expect(await safeNonce(child)).toBe(nonce + 1n)
      expect(await stack.devnet.publicClient.getBalance({ address: RECIPIENT })).toBe(before + value)
    }
    return { txId, owner0, assertExecuted }
  })

/** Waits until the details screen has reviewed the transaction (hashes computed, confirmations verified). */
async function reviewed(page: Page): Promise<void> {
  await page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
}

describe('nested Safes', () => {
  it('confirms a nested Safe’s transaction from its parent Safe, through the parent’s own queue, and executes it', async ({
    parent,
    child,
    openOwner,
    safeNonce,
    proposeInChild,
  }) => {
    const parentNonce = await safeNonce(parent)
    // Dev account 0 owns the parent, not the nested Safe: it confirms from the parent.
    const { txId, owner0, assertExecuted } = await proposeInChild(parseEther('0.1'))
    await owner0.page.getByTestId('parent-approval').getByText('not proposed an approval or execution yet').waitFor()
    await owner0.page.getByRole('button', { name: 'Confirm from this parent Safe' }).click()
    // The parent's own review of approveHash on the nested Safe, then the parent's queue.
    await owner0.page.getByTestId('parent-approval-review').waitFor()
    await owner0.page.getByTestId('simulation-success').waitFor({ timeout: 20_000 })
    await owner0.page.getByRole('button', { name: 'Sign and propose' }).click()
    await owner0.page.waitForURL(new RegExp(`/dev:${parent}/transactions/tx\\?id=`), { timeout: 20_000 })
    await reviewed(owner0.page)
    const parentTxId = new URL(owner0.page.url()).searchParams.get('id')!
    await owner0.screenshot('nested-safes-parent-approval')

    // Dev account 1, the parent's other owner, confirms and executes the parent's approval.
    const owner1 = await openOwner(1, paths.transaction(parent, parentTxId), { live: true })
    await reviewed(owner1.page)
    await owner1.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(await safeNonce(parent)).toBe(parentNonce + 1n)

    // The nested Safe's screen counts the parent's on-chain approval and names the parent's owners who signed it.
    const owner2 = await openOwner(2, paths.transaction(child, txId), { live: true })
    await reviewed(owner2.page)
    await owner2.page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 30_000 })
    const approval = owner2.page.getByTestId('parent-approval-tx')
    await approval.filter({ hasText: 'executed' }).waitFor({ timeout: 30_000 })
    const signers = await approval.getByTestId('parent-signer').allTextContents()
    expect(signers).toHaveLength(2)
    expect(await approval.textContent()).toContain('2 of 2 of its owners signed')
    await owner2.screenshot('nested-safes-parent-signers')

    // Dev account 2 executes the nested Safe's transaction.
    await owner2.page.getByRole('button', { name: 'Execute', exact: true }).click()
    await owner2.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    await assertExecuted()
  })

  it('confirms and executes a nested Safe’s transaction in one transaction of its parent (execTransaction)', async ({
    parent,
    openOwner,
    proposeInChild,
  }) => {
    // The parent's confirmation is the only one missing: dev account 0 proposes the parent's execution of it.
    const { owner0, assertExecuted } = await proposeInChild(parseEther('0.2'))
    await owner0.page.getByRole('button', { name: 'Confirm and execute from this parent Safe' }).click()
    await owner0.page.getByTestId('decoded-nested-execution').filter({ hasText: '0.2' }).waitFor()
    await owner0.page.getByTestId('simulation-success').waitFor({ timeout: 20_000 })
    await owner0.page.getByRole('button', { name: 'Sign and propose' }).click()
    await owner0.page.waitForURL(new RegExp(`/dev:${parent}/transactions/tx\\?id=`), { timeout: 20_000 })
    const parentTxId = new URL(owner0.page.url()).searchParams.get('id')!

    // Dev account 1 reviews the parent's transaction, which says what the nested Safe's does, and executes it.
    const owner1 = await openOwner(1, paths.transaction(parent, parentTxId), { live: true })
    await reviewed(owner1.page)
    await owner1.page.getByTestId('decoded-nested-execution').filter({ hasText: '0.2' }).waitFor()
    await owner1.screenshot('nested-safes-parent-execution')
    await owner1.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    await assertExecuted()
  })

  it('creates a Safe owned by the parent from its settings, and lists the Safes owned through it in My Safes', async ({
    stack,
    parent,
    child,
    openOwner,
  }) => {
    const owner0 = await openOwner(0, paths.safe(parent, 'settings/setup'))
    const { page } = owner0
    await page.getByRole('link', { name: 'Create a nested Safe' }).click()
    await page.getByRole('heading', { name: 'Create Safe', level: 1 }).waitFor()
    await page.getByTestId('nested-safe-notice').waitFor()
    expect(getAddress(await page.getByLabel('Owner 1 address').inputValue())).toBe(parent)
    await page.getByLabel('Safe name (optional)').fill('Nested vault')
    const predicted = getAddress((await page.getByTestId('predicted-address').locator('code').textContent()) ?? '')
    await page.getByRole('button', { name: 'Create Safe' }).click()
    await page.waitForURL(`**/dev:${predicted}`, { timeout: 60_000 })
    const owners = await stack.devnet.publicClient.readContract({
      address: predicted,
      abi: safeL2Abi,
      functionName: 'getOwners',
    })
    expect(owners).toEqual([parent])

    // Dev account 0 owns the parent only; My Safes lists both Safes the parent owns, each saying through which Safe.
    await navigate(page, '/')
    const nested = page.getByRole('list', { name: 'Safes you own through a Safe' })
    for (const safe of [child, predicted]) await nested.locator(`a[href="/dev:${safe}"]`).waitFor({ timeout: 30_000 })
    expect(await nested.getByTestId('nested-safe-via').first().textContent()).toMatch(/^Owned through/)
    expect(await page.getByRole('list', { name: 'Safes you own' }).locator(`a[href="/dev:${parent}"]`).count()).toBe(1)
    await owner0.screenshot('nested-safes-my-safes')
  })
})
