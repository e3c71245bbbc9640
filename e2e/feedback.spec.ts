import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import { parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { auditAccessibility } from './fixtures/auditAccessibility'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'

// Loading, acknowledgements and empty states (docs/look-and-feel.md §10) on a Safe of its own: a 2-of-3 of dev
// accounts 0..2 with nothing queued yet.
const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') }),
)

const QUEUED = '**/transactions/queued**'

describe('feedback', () => {
  it('draws the queue as skeleton rows while it loads, then says what to do with an empty queue', async ({
    safe,
    open,
  }) => {
    const session = await open({ wallet: { accounts: [0] } })
    const { page } = session
    // The gateway's answer about the queue is held back until the skeleton has been seen: no timing is guessed.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(QUEUED, async (route) => {
      await held
      await route.continue()
    })
    await session.goto(paths.safe(safe, 'transactions/queue'))
    await connectTestWallet(page)

    const loading = page.locator('[aria-busy="true"]').filter({ has: page.locator('.skeleton-rows--transaction') })
    await loading.first().waitFor()
    expect(await loading.first().getByRole('status').textContent()).toBe('Loading the queue…')
    expect(await loading.first().locator('.skeleton-rows__row').count()).toBeGreaterThan(0)
    // The sentence is for screen readers (a visually hidden box of one pixel); the eye sees the rows' shape.
    expect((await loading.first().getByRole('status').boundingBox())?.width).toBeLessThanOrEqual(1)
    await session.screenshot('feedback-queue-loading')

    // From here on the route lets every answer through at once.
    release()
    const empty = page.locator('.empty-state').filter({ hasText: 'No transactions are waiting' })
    await empty.waitFor({ timeout: 15_000 })
    // The connected owner is shown the next step itself.
    await empty.getByRole('link', { name: 'Propose a transaction' }).waitFor({ timeout: 15_000 })
    expect(await loading.count()).toBe(0)
    expect((await auditAccessibility(page)).blocking).toEqual([])
    await session.screenshot('feedback-queue-empty')
  })

  it('acknowledges a confirmation and a copy with a short toast, announced politely', async ({
    safe,
    stack,
    openOwner,
    safeNonce,
  }) => {
    const nonce = await safeNonce(safe)
    const tx = createSafeTx({ to: devAccounts[3]!.address, value: parseEther('0.01'), nonce })
    const { txId } = await proposeSafeTx(stack, { safe, tx, signers: [0] })

    const owner1 = await openOwner(1, paths.transaction(safe, txId))
    const { page } = owner1
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    const toasts = page.getByRole('status', { name: 'Notifications' })
    expect(await toasts.getAttribute('aria-live')).toBe('polite')
    expect(await toasts.getByTestId('toast').count()).toBe(0)

    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    const confirmed = toasts
      .getByTestId('toast')
      .filter({ hasText: `Transaction #${nonce} confirmed with your signature.` })
    await confirmed.waitFor({ timeout: 20_000 })
    expect((await auditAccessibility(page)).blocking).toEqual([])
    await owner1.screenshot('feedback-toast-confirmed')
    await confirmed.getByRole('button', { name: 'Dismiss' }).click()
    await confirmed.waitFor({ state: 'detached' })

    await navigate(page, paths.safe(safe, 'receive'))
    await page.getByRole('button', { name: 'Copy address' }).last().click()
    await toasts.getByTestId('toast').filter({ hasText: 'Copied to the clipboard.' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(safe)
  })
})
