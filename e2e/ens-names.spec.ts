import { createSafe, devAccounts, setDemoEnsAddress } from '@strongroom/devnet'
import type { Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import { paths } from './fixtures/paths'
import { signingRequests } from './fixtures/signingRequests'

// Names (docs/names.md): on the devnet's ENS, a name typed in Send resolves to its address, the review shows both and
// the history names the recipient; a name pointed elsewhere after the review is refused before anything is signed.

const ALICE = devAccounts[7]!.address // alice.dev
const BOB = devAccounts[8]!.address // bob.dev
const ELSEWHERE = devAccounts[9]!.address
const EXECUTED_WITHIN_MS = 60_000

/** On Send: types `name` as the recipient, waits for the address it resolves to, and goes on to the review. */
async function reviewSendTo(page: Page, name: string, amount: string, expected: Address): Promise<void> {
  const resolves = `${name} resolves to ${expected}`
  await page.getByTestId('recipient-input').fill(name)
  await page.getByTestId('amount-input').fill(amount)
  await page.getByTestId('recipient-resolved').filter({ hasText: resolves }).waitFor()
  await page.getByRole('button', { name: 'Review' }).click()
  await page.getByTestId('review-name').filter({ hasText: resolves }).waitFor()
  await page.getByTestId('simulation-success').waitFor({ timeout: 20_000 })
}

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  // 1-of-2: owner 0 proposes and executes alone; owner 7 is alice.dev, named in the Safe's settings.
  createSafe(stack.devnet, { owners: [0, 7], threshold: 1, fundWei: parseEther('3') }),
)

describe('names', () => {
  it('resolves alice.dev in Send, shows it in the review and history', async ({ stack, openOwner, safe }) => {
    const owner0 = await openOwner(0, paths.safe(safe, 'settings/setup'))
    const { page } = owner0
    // The reverse name beside the owner's address.
    await page.getByTestId('ens-name').filter({ hasText: 'alice.dev' }).first().waitFor({ timeout: 20_000 })

    await navigate(page, paths.newTransaction(safe, 'send'))
    const recipient = page.getByTestId('recipient-input')
    await recipient.waitFor({ timeout: 20_000 })
    await recipient.fill('nobody.dev')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('nobody.dev is not a registered ENS name on this network').waitFor()
    await reviewSendTo(page, 'alice.dev', '0.5', ALICE)
    await owner0.screenshot('ens-names-review')

    const before = await stack.devnet.publicClient.getBalance({ address: ALICE })
    await page.getByRole('button', { name: 'Sign and propose' }).click()
    await page.waitForURL(/\/transactions\/tx\?id=/, { timeout: 20_000 })
    await page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Execute', exact: true }).click()
    await page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(await stack.devnet.publicClient.getBalance({ address: ALICE })).toBe(before + parseEther('0.5'))

    await navigate(page, paths.safe(safe, 'transactions/history'))
    const sent = page.getByTestId('history-transaction').filter({ hasText: 'Send 0.5 ETH' })
    await sent.getByTestId('history-ens-name').filter({ hasText: 'alice.dev' }).waitFor({ timeout: 20_000 })
    await owner0.screenshot('ens-names-history')
  })

  it('takes a name in the address book and as a new owner, each shown with its address', async ({
    openOwner,
    safe,
  }) => {
    const owner0 = await openOwner(0, '/address-book')
    const { page } = owner0
    const form = page.getByRole('form', { name: 'Add entry' })
    await form.getByLabel('Address').fill('bob.dev')
    await form
      .getByTestId('name-resolved')
      .filter({ hasText: `bob.dev resolves to ${BOB}` })
      .waitFor()
    await form.getByLabel('Name').fill('Bob')
    await form.getByRole('button', { name: 'Add entry' }).click()
    const row = page.getByTestId('address-book-row').filter({ hasText: 'Bob' })
    await row.getByTitle(BOB).waitFor()
    await row.getByTestId('ens-name').filter({ hasText: 'bob.dev' }).waitFor()

    await navigate(page, paths.safe(safe, 'settings/setup'))
    await page.getByRole('button', { name: 'Add owner', exact: true }).click()
    await page.getByTestId('settings-owner-address').fill('bob.dev')
    await page
      .getByTestId('name-resolved')
      .filter({ hasText: `bob.dev resolves to ${BOB}` })
      .waitFor()
    await page.getByRole('button', { name: 'Review' }).click()
    await page
      .getByTestId('review-name')
      .filter({ hasText: `bob.dev resolves to ${BOB}` })
      .waitFor({ timeout: 20_000 })
  })

  it('takes a name as an owner of a new Safe, which is set up with the address it resolves to', async ({
    openOwner,
  }) => {
    const { page } = await openOwner(0, '/')
    await page.getByRole('link', { name: 'Create Safe' }).click()
    await page.getByRole('heading', { name: 'Create Safe', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Add owner' }).click()
    await page.getByLabel('Owner 2 address').fill('alice.dev')
    await page
      .getByTestId('name-resolved')
      .filter({ hasText: `alice.dev resolves to ${ALICE}` })
      .waitFor({ timeout: 20_000 })
    await page.getByRole('radio', { name: /Pay later/ }).check()
    await page.getByRole('button', { name: 'Create without deploying' }).click()
    await page.getByTestId('undeployed-banner').waitFor({ timeout: 20_000 })
    const [kept] = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem('strongroom.undeployedSafes.1337'))) ?? '[]',
    ) as { owners: Address[] }[]
    expect(kept?.owners).toEqual([devAccounts[0]!.address, ALICE])
  })

  it('refuses to sign when the name points elsewhere after the review', async ({ stack, openOwner, safe }) => {
    const owner0 = await openOwner(0, paths.newTransaction(safe, 'send'))
    const { page } = owner0
    await page.getByTestId('recipient-input').waitFor({ timeout: 20_000 })
    await reviewSendTo(page, 'bob.dev', '0.25', BOB)

    await setDemoEnsAddress(stack.devnet, 'bob.dev', ELSEWHERE)
    await page.getByRole('button', { name: 'Sign and propose' }).click()
    await page
      .getByTestId('flow-error')
      .filter({ hasText: `bob.dev now resolves to ${ELSEWHERE}, not to ${BOB} as when you reviewed it` })
      .waitFor({ timeout: 20_000 })
    expect(signingRequests(owner0)).toEqual([])
    expect(page.url()).not.toMatch(/\/transactions\/tx\?id=/)
  })
})
