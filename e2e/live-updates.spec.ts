import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { waitForLiveUpdates } from './fixtures/waitForLiveUpdates'

// Far below the 15 s SafeInfo polling, which stops anyway while the stream is live: only the stream can be this fast.
const LIVE_WITHIN_MS = 3_000
// An on-chain change reaches the stream once the gateway's indexer has seen its block (polled every second).
const INDEXED_WITHIN_MS = 6_000

const it = journey({ gateway: true })
  // A 2-of-3 Safe of dev accounts 0..2 holding 1 ETH ($3,000 at the devnet's static price).
  .extend('safe', { scope: 'file' }, ({ stack }) =>
    createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') }),
  )
  /** Owner `account` on the Safe's dashboard, wallet connected, once the Safe's live stream is open. */
  .extend('openDashboard', async ({ safe, openOwner }) => async (account: number) => {
    const session = await openOwner(account, paths.safe(safe), { live: true })
    const { page } = session
    await page.getByTestId('dashboard-total').filter({ hasText: '$3,000.00' }).waitFor({ timeout: 30_000 })
    // Survives only as long as the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    return session
  })
  /** Owner 0 proposes sending `ether` to account 3 through the gateway API, with its EIP-712 signature. */
  .extend('proposeAsOwner0', async ({ stack, safe }) => async (nonce = 0n, ether = '0.1') => {
    const tx = createSafeTx({ to: devAccounts[3]!.address, value: parseEther(ether), nonce })
    await proposeSafeTx(stack, { safe, tx, signers: [0] })
  })

const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)

describe('live updates', () => {
  it("shows a co-owner's proposal and an incoming transfer on both owners' screens without a reload", async ({
    stack,
    safe,
    openDashboard,
    proposeAsOwner0,
  }) => {
    const [owner0, owner1] = [await openDashboard(0), await openDashboard(1)]
    await owner1.page.getByText('Nothing needs your signature.').waitFor()

    await proposeAsOwner0()
    const pending = owner1.page.getByTestId('pending-signature')
    await pending.waitFor({ timeout: LIVE_WITHIN_MS })
    expect(await pending.textContent()).toContain('#0')
    expect(await pending.textContent()).toContain('1 of 2 signed')
    // Owner 0 signed it already: nothing waits for it there.
    expect(await owner0.page.getByTestId('pending-signature').count()).toBe(0)
    await owner1.screenshot('live-updates-proposal')

    const funder = stack.devnet.walletClient(4)
    const hash = await funder.sendTransaction({ to: safe, value: parseEther('0.5') })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    for (const { page } of [owner0, owner1])
      await page.getByTestId('dashboard-total').filter({ hasText: '$4,500.00' }).waitFor({ timeout: INDEXED_WITHIN_MS })
    await owner0.screenshot('live-updates-incoming')

    for (const { page } of [owner0, owner1]) {
      expect(await sameDocument(page)).toBe(true)
      expect(await page.getByTestId('live-updates-paused').count()).toBe(0)
    }
  })

  it("shows a co-owner's proposal on the open queue screen without a reload", async ({
    safe,
    openOwner,
    proposeAsOwner0,
  }) => {
    const session = await openOwner(1, paths.safe(safe, 'transactions/queue'), { live: true })
    const { page } = session
    // Loaded: the first test's proposal (nonce 0), or the empty queue.
    await page.locator('[data-testid="queue-transaction"], .query-state--empty').first().waitFor({ timeout: 15_000 })
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    await proposeAsOwner0(1n, '0.2')
    const row = page.getByTestId('queue-transaction').filter({ hasText: 'Send 0.2 ETH to 0x90F7…b906' })
    await row.waitFor({ timeout: LIVE_WITHIN_MS })
    expect(await row.getByTestId('queue-confirmations').textContent()).toBe('1 of 2 signed')
    expect(await row.getByRole('link').textContent()).toBe('Confirm')
    expect(await sameDocument(page)).toBe(true)
    await session.screenshot('live-updates-queue')

    // Expanded in place: the call reviewed in this browser, its signers and the actions, without leaving the queue.
    await row.getByRole('button', { name: /^Show details of Send 0.2 ETH/ }).click()
    const expanded = row.getByTestId('queue-row-details')
    await expanded.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    expect(await expanded.getByTestId('confirmation-count').textContent()).toContain('1 of 2')
    expect(await expanded.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(1)
    expect(await sameDocument(page)).toBe(true)
    await session.screenshot('queue-row-expanded')
  })

  it('says live updates are paused while the stream cannot connect, and resumes by itself', async ({ safe, open }) => {
    // The browser logs each refused stream request.
    const session = await open({ wallet: false, allowConsoleErrors: [/ERR_FAILED/] })
    const { page } = session
    const events = `**/v1/chains/*/safes/${safe}/events*`
    await page.route(events, (route) => route.abort())
    await session.goto(paths.safe(safe))
    const paused = page.getByTestId('live-updates-paused')
    await paused.waitFor({ timeout: 15_000 })
    expect(await page.getByRole('status').filter({ has: paused }).getAttribute('aria-live')).toBe('polite')
    await session.screenshot('live-updates-paused')

    await page.unroute(events)
    await waitForLiveUpdates(page, 30_000)
    expect(await paused.count()).toBe(0)
  })
})
