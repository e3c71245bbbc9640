import { createSafe, devAccounts } from '@strongroom/devnet'
import { buildProposeTransactionBody, createSafeTx, getSafeTxTypedData } from '@strongroom/protocol'
import type { Browser, Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'

// Signed out, `GET /v1/auth/me` answers 401 and the browser logs that response: expected, not a page error.
const SIGNED_OUT = /status of 401/
// Far below the 15 s SafeInfo polling, which stops anyway while the stream is live: only the stream can be this fast.
const LIVE_WITHIN_MS = 3_000
// An on-chain change reaches the stream once the gateway's indexer has seen its block (polled every second).
const INDEXED_WITHIN_MS = 6_000

let stack: Stack
let browser: Browser
let safe: Address
const sessions: AppSession[] = []

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ gateway: true }), launchBrowser()])
  // A 2-of-3 Safe of dev accounts 0..2 holding 1 ETH ($3,000 at the devnet's static price).
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

afterEach(async () => {
  const open = sessions.splice(0)
  for (const session of open) await session.close()
})

/** Owner `account` on the Safe's dashboard, wallet connected, once the Safe's live stream is open. */
async function openDashboard(account: number): Promise<AppSession> {
  const session = await openApp(browser, stack, { wallet: { accounts: [account] }, allowConsoleErrors: [SIGNED_OUT] })
  sessions.push(session)
  const { page } = session
  await session.goto(`/dev:${safe}`)
  await connectTestWallet(page)
  await page.getByTestId('dashboard-total').filter({ hasText: '$3,000.00' }).waitFor({ timeout: 30_000 })
  await page.locator('.live-updates-notice[data-status="live"]').waitFor({ state: 'attached', timeout: 10_000 })
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  return session
}

const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)

/** Owner 0 proposes sending `ether` to account 3 through the gateway API, with its EIP-712 signature. */
async function proposeAsOwner0(nonce = 0n, ether = '0.1'): Promise<void> {
  const { chainId } = stack.devnet
  const tx = createSafeTx({ to: devAccounts[3]!.address, value: parseEther(ether), nonce })
  const owner0 = privateKeyToAccount(devAccounts[0]!.privateKey)
  const signature = await owner0.signTypedData(getSafeTxTypedData({ chainId, safeAddress: safe, tx }))
  const response = await fetch(`${stack.gateway!.url}/v1/chains/${chainId}/transactions/${safe}/propose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildProposeTransactionBody({ chainId, safe, tx, sender: owner0.address, signature })),
  })
  expect(response.status, await response.text()).toBe(200)
}

describe('live updates', () => {
  it("shows a co-owner's proposal and an incoming transfer on both owners' screens without a reload", async () => {
    const [owner0, owner1] = [await openDashboard(0), await openDashboard(1)]
    await owner1.page.getByText('Nothing needs your signature.').waitFor()

    await proposeAsOwner0()
    const pending = owner1.page.getByTestId('pending-signature')
    await pending.waitFor({ timeout: LIVE_WITHIN_MS })
    expect(await pending.textContent()).toContain('#0')
    expect(await pending.textContent()).toContain('1 of 2 confirmations')
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

  it("shows a co-owner's proposal on the open queue screen without a reload", async () => {
    const session = await openApp(browser, stack, { wallet: { accounts: [1] }, allowConsoleErrors: [SIGNED_OUT] })
    sessions.push(session)
    const { page } = session
    await session.goto(`/dev:${safe}/transactions/queue`)
    await connectTestWallet(page)
    await page.locator('.live-updates-notice[data-status="live"]').waitFor({ state: 'attached', timeout: 10_000 })
    // Loaded: the first test's proposal (nonce 0), or the empty queue.
    await page.locator('[data-testid="queue-transaction"], .query-state--empty').first().waitFor({ timeout: 15_000 })
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    await proposeAsOwner0(1n, '0.2')
    const row = page.getByTestId('queue-transaction').filter({ hasText: 'Send 0.2 ETH to 0x90F7…b906' })
    await row.waitFor({ timeout: LIVE_WITHIN_MS })
    expect(await row.getByTestId('queue-confirmations').textContent()).toBe('1 of 2')
    expect(await row.getByRole('link').textContent()).toBe('Confirm')
    expect(await sameDocument(page)).toBe(true)
    await session.screenshot('live-updates-queue')
  })

  it('says live updates are paused while the stream cannot connect, and resumes by itself', async () => {
    // The browser logs each refused stream request.
    const session = await openApp(browser, stack, { wallet: false, allowConsoleErrors: [SIGNED_OUT, /ERR_FAILED/] })
    sessions.push(session)
    const { page } = session
    const events = `**/v1/chains/*/safes/${safe}/events*`
    await page.route(events, (route) => route.abort())
    await session.goto(`/dev:${safe}`)
    const paused = page.getByTestId('live-updates-paused')
    await paused.waitFor({ timeout: 15_000 })
    expect(await page.getByRole('status').filter({ has: paused }).getAttribute('aria-live')).toBe('polite')
    await session.screenshot('live-updates-paused')

    await page.unroute(events)
    await page.locator('.live-updates-notice[data-status="live"]').waitFor({ state: 'attached', timeout: 30_000 })
    expect(await paused.count()).toBe(0)
  })
})
