import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx, type MultisigExecutionDetails, type SafeTx, type TransactionDetails } from '@strongroom/protocol'
import type { Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { signingRequests } from './fixtures/signingRequests'

// The stream only: polling (15 s) cannot be this fast.
const LIVE_WITHIN_MS = 5_000
// Mined, then indexed by the gateway (polled every second), then shown.
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[3]!.address

const it = journey({ gateway: true })
  // A 2-of-3 Safe of dev accounts 0..2 holding 5 ETH.
  .extend('safe', { scope: 'file' }, ({ stack }) =>
    createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('5') }),
  )
  /** The file's Safe and what its journeys do with it. */
  .extend('vault', async ({ stack, safe, openOwner, safeNonce }) => ({
    safe,
    nonce: () => safeNonce(safe),
    /** Dev account `account` on the Safe's dashboard, wallet connected, once the Safe's live stream is open. */
    owner: (account: number, allowConsoleErrors: RegExp[] = []) =>
      openOwner(account, paths.safe(safe), { live: true, allowConsoleErrors }),
    /** Proposes `tx` through the gateway API (outside the app), signed with EIP-712 by the dev accounts `signers`. */
    propose: (tx: SafeTx, signers: number[]) => proposeSafeTx(stack, { safe, tx, signers }),
    balanceOf: (address: Address) => stack.devnet.publicClient.getBalance({ address }),
  }))

const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)

const sentTransactions = (session: AppSession) =>
  session.wallet.requests.filter(({ method, outcome }) => method === 'eth_sendTransaction' && outcome === 'ok')

/** Waits until the details screen has reviewed the transaction (hashes computed, confirmations verified). */
async function reviewed(page: Page): Promise<void> {
  await page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
}

describe('transactions', () => {
  it('confirms a proposal made outside the app, executes it from another owner, and follows it until indexed', async ({
    vault,
  }) => {
    const nonce = await vault.nonce()
    const owner1 = await vault.owner(1)
    await navigate(owner1.page, paths.safe(vault.safe, 'transactions/queue'))
    await owner1.page.getByRole('heading', { name: 'Queue' }).waitFor()
    await owner1.page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    const before = await vault.balanceOf(RECIPIENT)
    const tx = createSafeTx({ to: RECIPIENT, value: parseEther('0.1'), nonce })
    const { txId, safeTxHash } = await vault.propose(tx, [0])

    // The other owner's open queue shows it without a reload; its Confirm leads to the review.
    const row = owner1.page.getByTestId('queue-transaction').filter({ hasText: '0.1' })
    await row.waitFor({ timeout: LIVE_WITHIN_MS })
    expect(await sameDocument(owner1.page)).toBe(true)
    await row.getByRole('link', { name: 'Confirm' }).click()
    await reviewed(owner1.page)
    expect(new URL(owner1.page.url()).searchParams.get('id')).toBe(txId)
    // The hashes are the browser's own, and equal the protocol's.
    expect(await owner1.page.getByTestId('review-safe-tx-hash').getAttribute('data-value')).toBe(safeTxHash)
    expect(await owner1.page.getByTestId('review-operation').textContent()).toContain('CALL')
    expect(await owner1.page.getByTestId('confirmation-count').textContent()).toContain('1 of 2')
    expect(await owner1.page.getByTestId('awaiting-owner').count()).toBe(2)
    await owner1.screenshot('transactions-review')

    await owner1.page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await owner1.page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 15_000 })
    expect(signingRequests(owner1).map(({ method }) => method)).toEqual(['eth_signTypedData_v4'])

    const owner0 = await vault.owner(0)
    await navigate(owner0.page, paths.transaction(vault.safe, txId))
    await reviewed(owner0.page)
    await owner0.page.getByTestId('gas-estimate').filter({ hasText: 'Estimated gas' }).waitFor({ timeout: 15_000 })
    await owner0.page.getByRole('button', { name: 'Execute', exact: true }).click()
    await owner0.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(sentTransactions(owner0)).toHaveLength(1)
    expect(signingRequests(owner0)).toEqual([])
    await owner0.screenshot('transactions-executed')

    // On chain: the value moved, the nonce advanced.
    expect(await vault.balanceOf(RECIPIENT)).toBe(before + parseEther('0.1'))
    expect(await vault.nonce()).toBe(nonce + 1n)
    // The other owner's screen moved on by itself.
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: 20_000 })
    expect(await owner1.page.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0)

    // History shows it executed.
    await navigate(owner0.page, paths.safe(vault.safe, 'transactions/history'))
    const executed = owner0.page.getByTestId('history-transaction').filter({ hasText: `nonce ${nonce}` })
    await executed.getByTestId('history-status').filter({ hasText: 'Success' }).waitFor({ timeout: 20_000 })

    // RainbowKit's Recent Transactions lists the execution.
    await owner0.page.getByTestId('rk-account-button').click()
    await owner0.page.getByRole('dialog').getByText(`Execute transaction #${nonce}`).waitFor()
  })

  it('rejects at the same nonce (eth_sign when the wallet has no typed data) and executes the rejection', async ({
    vault,
  }) => {
    const nonce = await vault.nonce()
    const { txId } = await vault.propose(createSafeTx({ to: RECIPIENT, value: parseEther('1'), nonce }), [0])
    const owner2 = await vault.owner(2)
    owner2.wallet.setUnsupported('eth_signTypedData_v4')
    await navigate(owner2.page, paths.transaction(vault.safe, txId))
    await reviewed(owner2.page)
    await owner2.page.getByRole('button', { name: 'Reject' }).click()
    await owner2.page.getByTestId('reject-done').waitFor({ timeout: 15_000 })
    // Typed data refused (4200), then the hash signed with personal_sign: Safe's eth_sign kind, v + 4.
    expect(signingRequests(owner2).map(({ method, outcome }) => `${method}:${outcome}`)).toEqual([
      'eth_signTypedData_v4:error',
      'personal_sign:ok',
    ])
    await owner2.page.getByRole('link', { name: 'Open the rejection' }).click()
    await reviewed(owner2.page)
    expect(await owner2.page.getByTestId('confirmation-count').textContent()).toContain('1 of 2')
    expect(await owner2.page.getByTestId('review-value').textContent()).toContain('0 ETH')
    const rejectionUrl = new URL(owner2.page.url())

    // Owner 1 confirms and executes the rejection in one step.
    const owner1 = await vault.owner(1)
    await navigate(owner1.page, rejectionUrl.pathname + rejectionUrl.search)
    await reviewed(owner1.page)
    await owner1.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(signingRequests(owner1)).toEqual([])
    expect(await vault.nonce()).toBe(nonce + 1n)

    // The rejected transaction can no longer run.
    await navigate(owner1.page, paths.transaction(vault.safe, txId))
    await owner1.page.getByTestId('state-replaced').or(owner1.page.getByTestId('state-settled')).waitFor()
    expect(await owner1.page.getByRole('button', { name: 'Execute' }).count()).toBe(0)
  })

  it('signs and executes in one wallet prompt when one signature is missing, and says which nonce is next', async ({
    vault,
  }) => {
    const nonce = await vault.nonce()
    const before = await vault.balanceOf(RECIPIENT)
    const first = await vault.propose(createSafeTx({ to: RECIPIENT, value: parseEther('0.2'), nonce }), [0])
    const later = await vault.propose(
      createSafeTx({ to: RECIPIENT, value: parseEther('0.3'), nonce: nonce + 1n }),
      [0, 1],
    )

    const owner2 = await vault.owner(2)
    // The later one has its confirmations but cannot run before the first.
    await navigate(owner2.page, paths.transaction(vault.safe, later.txId))
    await reviewed(owner2.page)
    await owner2.page
      .getByTestId('nonce-not-next')
      .filter({ hasText: `Transaction #${nonce} must be executed first` })
      .waitFor()
    expect(await owner2.page.getByRole('button', { name: 'Execute', exact: true }).isDisabled()).toBe(true)

    await navigate(owner2.page, paths.transaction(vault.safe, first.txId))
    await reviewed(owner2.page)
    await owner2.page.getByTestId('gas-estimate').filter({ hasText: 'Estimated gas' }).waitFor({ timeout: 15_000 })
    await owner2.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner2.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(signingRequests(owner2)).toEqual([])
    expect(sentTransactions(owner2)).toHaveLength(1)
    expect(await vault.balanceOf(RECIPIENT)).toBe(before + parseEther('0.2'))
    expect(await vault.nonce()).toBe(nonce + 1n)

    // Now the later one is next.
    await navigate(owner2.page, paths.transaction(vault.safe, later.txId))
    await reviewed(owner2.page)
    await owner2.page
      .getByRole('button', { name: 'Execute', exact: true })
      .and(owner2.page.locator(':enabled'))
      .waitFor()
  })

  it('shows a tampered answer in red and never asks the wallet to sign', async ({ vault }) => {
    const nonce = await vault.nonce()
    const { txId } = await vault.propose(
      createSafeTx({ to: RECIPIENT, value: parseEther('0.1'), nonce: nonce + 5n }),
      [0],
    )
    const alterations: Array<[string, (body: TransactionDetails) => void]> = [
      ['to', (body) => (body.txData!.to.value = devAccounts[4]!.address)],
      ['value', (body) => (body.txData!.value = parseEther('4').toString())],
      [
        'a confirmation',
        (body) => {
          const execution = body.detailedExecutionInfo as MultisigExecutionDetails
          const confirmation = execution.confirmations[0]!
          const signature = confirmation.signature!
          confirmation.signature = `${signature.slice(0, 20)}${signature[20] === 'a' ? 'b' : 'a'}${signature.slice(21)}`
        },
      ],
    ]
    for (const [what, alter] of alterations) {
      const owner1 = await vault.owner(1)
      await owner1.page.route(`**/v1/chains/*/transactions/${encodeURIComponent(txId)}`, async (route) => {
        const response = await route.fetch()
        const body = await response.json()
        alter(body)
        await route.fulfill({ response, json: body })
      })
      await navigate(owner1.page, paths.transaction(vault.safe, txId))
      await owner1.page.getByTestId('review-problems').waitFor({ timeout: 20_000 })
      expect(await owner1.page.getByTestId('actions-refused').count(), what).toBe(1)
      for (const name of ['Confirm', 'Execute', 'Confirm and execute', 'Reject'])
        expect(await owner1.page.getByRole('button', { name, exact: true }).count(), `${what}: ${name}`).toBe(0)
      if (what === 'a confirmation')
        expect(await owner1.page.locator('[data-testid="confirmation"][data-status="invalid"]').count()).toBe(1)
      await owner1.screenshot(`transactions-tampered-${what.replace(/ /g, '-')}`)
      expect(signingRequests(owner1), what).toEqual([])
      await owner1.close()
    }
  })

  it('shows a read-only view without buttons to a wallet that is not an owner', async ({ vault }) => {
    const nonce = await vault.nonce()
    const { txId } = await vault.propose(createSafeTx({ to: RECIPIENT, value: 1n, nonce: nonce + 6n }), [0])
    const outsider = await vault.owner(5)
    await navigate(outsider.page, paths.transaction(vault.safe, txId))
    await reviewed(outsider.page)
    await outsider.page.getByTestId('read-only-notice').filter({ hasText: 'not an owner' }).waitFor()
    expect(await outsider.page.locator('.tx-details__buttons button').count()).toBe(0)
  })

  it('approves on chain (approveHash) from the app, lists it in Recent Transactions, and the approval counts', async ({
    vault,
  }) => {
    const nonce = await vault.nonce()
    const { txId } = await vault.propose(createSafeTx({ to: RECIPIENT, value: 3n, nonce }), [0])
    const owner1 = await vault.owner(1)
    const { page } = owner1
    await navigate(page, paths.transaction(vault.safe, txId))
    await reviewed(page)
    await page.getByRole('button', { name: 'Approve on chain' }).click()
    await page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 30_000 })
    await page.getByText('Approved on chain', { exact: true }).waitFor()
    expect(signingRequests(owner1)).toEqual([])
    expect(sentTransactions(owner1)).toHaveLength(1)
    await page.getByTestId('rk-account-button').click()
    await page.getByRole('dialog').getByText(`Approve transaction #${nonce} on chain`).waitFor()
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: 'Execute', exact: true }).click()
    await page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(await vault.nonce()).toBe(nonce + 1n)
  })

  it('says in sentences what failed and loses nothing: a rejected prompt, the wrong network, no gateway, a revert', async ({
    stack,
    vault,
  }) => {
    const nonce = await vault.nonce()
    // More than the Safe holds: its execution reverts.
    const { txId } = await vault.propose(createSafeTx({ to: RECIPIENT, value: parseEther('1000'), nonce }), [0])
    // The aborted post is logged by the browser.
    const owner1 = await vault.owner(1, [/ERR_FAILED/])
    const { page } = owner1
    await navigate(page, paths.transaction(vault.safe, txId))
    await reviewed(page)
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true })
    const failure = page.getByTestId('flow-error')

    owner1.wallet.rejectNext('eth_signTypedData_v4')
    await confirm.click()
    await failure.filter({ hasText: 'You rejected the transaction in your wallet.' }).waitFor()

    owner1.wallet.setChain(1)
    await confirm.click()
    await failure
      .filter({ hasText: 'Your wallet is on another network. Switch it to Strongroom Devnet and try again.' })
      .waitFor()
    owner1.wallet.setChain(stack.devnet.chainId)

    await page.route('**/propose', (route) => route.abort(), { times: 1 })
    await confirm.click()
    await failure.filter({ hasText: 'Your signature is made but did not reach the gateway' }).waitFor()
    await confirm.click()
    await page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 15_000 })
    // One signature for the two posts.
    expect(signingRequests(owner1).filter(({ outcome }) => outcome === 'ok')).toHaveLength(1)

    await page.getByTestId('gas-estimate').filter({ hasText: 'cannot be estimated' }).waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Execute', exact: true }).click()
    await failure
      .filter({ hasText: 'The network would reject this execution: the transaction’s own call failed' })
      .waitFor({ timeout: 15_000 })
    expect(sentTransactions(owner1)).toEqual([])
    expect(await vault.nonce()).toBe(nonce)
    await owner1.screenshot('transactions-revert')
  })
})
