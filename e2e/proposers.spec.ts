import { createSafe, devAccounts } from '@strongroom/devnet'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const OWNER_0 = devAccounts[0]!.address
const PROPOSER = devAccounts[3]!.address
const RECIPIENT = devAccounts[4]!.address

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  createSafe(stack.devnet, { owners: [0, 1], threshold: 2, fundWei: parseEther('2') }),
)

async function signIn(page: Page): Promise<void> {
  await page.getByTestId('proposer-sign-in').getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click()
  await page.getByTestId('signed-in').waitFor()
}

describe('proposers', () => {
  it('an owner adds a proposer, who proposes a transaction the owners then see; the owner removes it', async ({
    stack,
    safe,
    openOwner,
  }) => {
    // Owner 0 adds dev account 3 as a proposer of the Safe.
    const owner = await openOwner(0, paths.safe(safe, 'settings/proposers'))
    const { page } = owner
    await page.getByText('A proposer cannot sign, confirm, reject or execute a transaction', { exact: false }).waitFor()
    await page.getByTestId('proposers-empty').waitFor()
    await signIn(page)
    await page.getByLabel('Proposer address').fill(OWNER_0)
    await page.getByLabel('Name').fill('Owner')
    await page.getByRole('button', { name: 'Add proposer' }).click()
    await page.getByText('This address is an owner of the Safe').waitFor()
    await page.getByLabel('Proposer address').fill(PROPOSER)
    await page.getByLabel('Name').fill('Bookkeeper')
    await page.getByRole('button', { name: 'Add proposer' }).click()
    const row = page.getByTestId('proposer').filter({ hasText: 'Bookkeeper' })
    await row.waitFor()
    const toasts = page.getByRole('status', { name: 'Notifications' })
    await toasts.getByText('Proposer added: it can now propose transactions to this Safe.').waitFor()
    await owner.screenshot('proposers-added')
    const typedData = owner.wallet.requests.filter((request) => request.method === 'eth_signTypedData_v4')
    expect(typedData.map((request) => request.outcome)).toEqual(['ok'])

    // The proposer, not an owner, proposes a transfer: it signs, and its signature is no confirmation.
    const proposer = await openOwner(3, paths.newTransaction(safe, 'send'))
    const p = proposer.page
    await p.getByTestId('recipient-input').fill(RECIPIENT)
    await p.getByTestId('amount-input').fill('0.5')
    await p.getByRole('button', { name: 'Review' }).click()
    await p.getByTestId('new-tx-delegate').waitFor({ timeout: 20_000 })
    await p.getByTestId('simulation-success').waitFor({ timeout: 20_000 })
    await p.getByRole('button', { name: 'Sign and propose' }).click()
    await p.waitForURL(/\/transactions\/tx\?id=/, { timeout: 20_000 })
    const txId = new URL(p.url()).searchParams.get('id')!
    await proposer.screenshot('proposers-proposed')

    // What the gateway recorded: proposed by the delegate for owner 0, with no confirmation.
    const details = await fetch(`${stack.gateway!.url}/v1/chains/${stack.devnet.chainId}/transactions/${txId}`).then(
      (response) => response.json(),
    )
    expect(details.detailedExecutionInfo).toMatchObject({
      proposer: { value: OWNER_0 },
      proposedByDelegate: { value: PROPOSER },
      confirmations: [],
      trusted: true,
    })
    // The owners see it in their queue.
    await owner.goto(paths.safe(safe, 'transactions/queue'))
    await page.getByTestId('queue-confirmations').filter({ hasText: '0 of 2' }).first().waitFor({ timeout: 20_000 })

    // Owner 0 removes the proposer.
    await owner.goto(paths.safe(safe, 'settings/proposers'))
    await page.getByRole('button', { name: 'Remove the proposer Bookkeeper' }).click()
    await page.getByTestId('proposers-empty').waitFor()
    await toasts.getByText('Proposer removed.').waitFor()
  })
})
