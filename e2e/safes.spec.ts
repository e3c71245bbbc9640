import { createSafe, devAccounts } from '@strongroom/devnet'
import { safeL2Abi } from '@strongroom/protocol'
import { type Address, getAddress } from 'viem'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const [ACCOUNT_0, ACCOUNT_1, ACCOUNT_2, ACCOUNT_3] = devAccounts.map((account) => account.address) as [
  Address,
  Address,
  Address,
  Address,
]

// Asking the gateway about an address without a Safe answers 404.
const NOT_FOUND = /status of 404/

const it = journey({ gateway: true })

describe('Safes', () => {
  it('creates a 2-of-3 Safe from the UI, signed by the wallet, and lands on its dashboard', async ({ stack, open }) => {
    const session = await open()
    const { page } = session
    await session.goto()
    await connectTestWallet(page)
    await page.getByRole('link', { name: 'Create Safe' }).click()
    await page.getByRole('heading', { name: 'Create Safe', level: 1 }).waitFor()

    await page.getByLabel('Safe name (optional)').fill('Team vault')
    // The connected wallet is the first owner already.
    expect(await page.getByLabel('Owner 1 address').inputValue()).toBe(ACCOUNT_0)
    await page.getByRole('button', { name: 'Add owner' }).click()
    await page.getByLabel('Owner 2 address').fill(ACCOUNT_1.toLowerCase())
    await page.getByRole('button', { name: 'Add owner' }).click()
    await page.getByLabel('Owner 3 address').fill('not an address')
    await page.getByText('An address is 0x followed by 40 hexadecimal characters; this one is not.').waitFor()
    await page.getByLabel('Owner 3 address').fill(ACCOUNT_2)
    await page.getByLabel('Threshold').selectOption('2')

    const predictedText = await page.getByTestId('predicted-address').locator('code').textContent()
    const predicted = getAddress(predictedText ?? '')
    await session.screenshot('safes-create-form')

    await page.getByRole('button', { name: 'Create Safe' }).click()
    await page.waitForURL(`**/dev:${predicted}`, { timeout: 60_000 })
    await page.getByRole('heading', { name: 'Team vault', level: 1 }).waitFor()
    await page.getByTestId('safe-threshold').filter({ hasText: '2 out of 3 owners' }).waitFor()
    expect(await page.getByTestId('read-only-mark').count()).toBe(0)
    expect(await page.getByTestId('safe-version').textContent()).toContain('1.4.1')
    await session.screenshot('safes-created-dashboard')

    // On chain: exactly the Safe the form announced.
    const owners = await stack.devnet.publicClient.readContract({
      address: predicted,
      abi: safeL2Abi,
      functionName: 'getOwners',
    })
    expect(new Set(owners)).toEqual(new Set([ACCOUNT_0, ACCOUNT_1, ACCOUNT_2]))
    expect(
      await stack.devnet.publicClient.readContract({
        address: predicted,
        abi: safeL2Abi,
        functionName: 'getThreshold',
      }),
    ).toBe(2n)
    expect(session.wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)

    // The deployment is in RainbowKit's Recent Transactions.
    await page.getByTestId('rk-account-button').click()
    await page.getByText('Create Safe Team vault').waitFor()
    await page.keyboard.press('Escape')

    // The URL is shareable: a reload opens the same Safe, and it is listed as owned on the welcome screen.
    await page.reload()
    await page.getByRole('heading', { name: 'Team vault', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Safes', exact: true }).click()
    // Listed once, as owned (the gateway's owners/{address}/safes), not as a read-only addition.
    await page.getByTestId('safe-list-item').filter({ hasText: predicted }).filter({ hasText: 'Owner' }).waitFor()
    expect(await page.getByTestId('safe-list-item').filter({ hasText: predicted }).count()).toBe(1)
    await session.screenshot('safes-welcome-list')
  })

  it('adds a Safe the wallet does not own by its address and marks it read-only', async ({ stack, open }) => {
    const watched = await createSafe(stack.devnet, { owners: [1, 2], threshold: 1 })
    const session = await open({ allowConsoleErrors: [NOT_FOUND] })
    const { page } = session
    await session.goto()
    await connectTestWallet(page)
    await page.getByRole('link', { name: 'Add existing Safe' }).click()
    const address = page.getByLabel('Safe address')

    await address.fill('0x1234')
    await page.getByRole('button', { name: 'Add Safe' }).click()
    await page.getByText('An address is 0x followed by 40 hexadecimal characters; this one is not.').waitFor()

    // An externally owned account is not a Safe: the gateway says 404 and the form says so.
    await address.fill(ACCOUNT_3)
    await page.getByRole('button', { name: 'Add Safe' }).click()
    await page.getByText('There is no Safe at this address on Strongroom Devnet.').waitFor()
    await session.screenshot('safes-add-not-a-safe')

    await address.fill(watched.toLowerCase())
    await page.getByLabel('Name (optional)').fill('Watched Safe')
    await page.getByRole('button', { name: 'Add Safe' }).click()
    await page.waitForURL(`**/dev:${watched}`)
    await page.getByRole('heading', { name: 'Watched Safe', level: 1 }).waitFor()
    await page.getByTestId('read-only-mark').waitFor()
    expect(await page.getByTestId('read-only-banner').textContent()).toContain(
      'The connected wallet is not an owner of this Safe',
    )
    await page.getByText('Only owners sign: the connected wallet is not an owner of this Safe.').waitFor()
    await session.screenshot('safes-added-read-only')

    await page.getByRole('link', { name: 'Safes', exact: true }).click()
    await page
      .getByTestId('safe-list-item')
      .filter({ hasText: watched })
      .filter({ hasText: 'Watched Safe' })
      .filter({ hasText: 'Read-only' })
      .waitFor()
  })

  it('explains a Safe link whose address holds no Safe and a malformed link', async ({ open }) => {
    const session = await open({ allowConsoleErrors: [NOT_FOUND] })
    const { page } = session
    await session.goto(paths.safe(ACCOUNT_3))
    await page.getByRole('heading', { name: 'No Safe at this address', level: 1 }).waitFor()
    await session.goto('/dev:0x1234/assets')
    await page.getByRole('heading', { name: 'This Safe link cannot be opened', level: 1 }).waitFor()
    await page.getByText('An address is 0x followed by 40 hexadecimal characters; this one is not.').waitFor()
    await session.goto('/dev:0x1234/nowhere')
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor()
  })
})
