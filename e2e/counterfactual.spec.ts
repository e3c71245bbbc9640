import { devAccounts, fundEth } from '@strongroom/devnet'
import { canonicalAddresses, encodeSafeSetup, safeL2Abi, safeProxyFactoryAbi } from '@strongroom/protocol'
import { type Address, getAddress, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'

const [ACCOUNT_0, ACCOUNT_1] = devAccounts.map((account) => account.address) as [Address, Address]

// The gateway answers 404 while it has not indexed the freshly deployed Safe yet (waitForSafeIndexed asks again).
const NOT_FOUND = /status of 404/
const UNDEPLOYED_KEY = 'strongroom.undeployedSafes.1337'

const it = journey({ gateway: true })

/** Creates a Safe "pay later" from the create form with the connected account as first owner; returns its address. */
async function createPayLater(session: AppSession, name: string, others: readonly Address[], threshold: number) {
  const { page } = session
  await page.getByRole('link', { name: 'Create Safe' }).click()
  await page.getByRole('heading', { name: 'Create Safe', level: 1 }).waitFor()
  await page.getByLabel('Safe name (optional)').fill(name)
  for (const [index, owner] of others.entries()) {
    await page.getByRole('button', { name: 'Add owner' }).click()
    await page.getByLabel(`Owner ${index + 2} address`).fill(owner)
  }
  await page.getByLabel('Threshold').selectOption(String(threshold))
  await page.getByRole('radio', { name: /Pay later/ }).check()
  const predicted = getAddress((await page.getByTestId('predicted-address').locator('code').textContent()) ?? '')
  await page.getByRole('button', { name: 'Create without deploying' }).click()
  await page.waitForURL(`**/dev:${predicted}`)
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  await page.getByTestId('undeployed-banner').waitFor()
  return predicted
}

describe('Counterfactual Safes', () => {
  it('a Safe created to pay later is funded, survives a reload, and is activated by its first transaction', async ({
    stack,
    open,
  }) => {
    const { publicClient } = stack.devnet
    const session = await open({ allowConsoleErrors: [NOT_FOUND] })
    const { page } = session
    await session.goto()
    await connectTestWallet(page)
    const safe = await createPayLater(session, 'Later vault', [], 1)

    // Nothing was sent: no code at the address, no transaction from the wallet.
    expect(await publicClient.getCode({ address: safe })).toBeUndefined()
    expect(session.wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(0)
    await page.getByTestId('safe-not-activated').waitFor()
    await page
      .getByTestId('undeployed-balance')
      .filter({ hasText: /^0 ETH$/ })
      .waitFor()

    // Funds arrive at the address before the Safe exists; the screen reads them from the node.
    await fundEth(stack.devnet, { to: safe, wei: parseEther('1'), from: 1 })
    await page
      .getByTestId('undeployed-balance')
      .filter({ hasText: /^1 ETH$/ })
      .waitFor()
    await session.screenshot('counterfactual-funded')
    // At 360 px its panels stack and the full address wraps: nothing scrolls sideways.
    const viewport = page.viewportSize()
    await page.setViewportSize({ width: 360, height: 740 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(
      false,
    )
    await session.screenshot('counterfactual-funded-360')
    if (viewport) await page.setViewportSize(viewport)

    // The setup is kept in this browser: a reload opens the same undeployed Safe, and the Safe list marks it.
    await page.reload()
    await page.getByTestId('undeployed-banner').waitFor()
    await page.getByRole('link', { name: 'Safes', exact: true }).click()
    await page.getByTestId('safe-list-item').filter({ hasText: safe }).getByText('Not activated').waitFor()
    await page.getByTestId('safe-list-item').filter({ hasText: safe }).getByRole('link').click()
    await page.getByTestId('undeployed-banner').waitFor()
    // Another of its routes says the same, and offers nothing that needs the Safe on chain.
    expect(await page.getByRole('link', { name: 'New transaction' }).count()).toBe(0)

    // Its first transaction deploys it: reviewed, signed by the owner, sent as one chain transaction.
    const recipientBefore = await publicClient.getBalance({ address: ACCOUNT_1 })
    await page.getByLabel('Recipient').fill(ACCOUNT_1)
    await page.getByLabel('Amount (ETH)').fill('5')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('The Safe holds only 1 ETH: enter that or less.').waitFor()
    await page.getByLabel('Amount (ETH)').fill('0.25')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByTestId('safe-tx-review').waitFor()
    await session.screenshot('counterfactual-first-transaction-review')
    await page.getByRole('button', { name: 'Sign, activate and send' }).click()

    // The Safe's usual screens take over once the gateway knows it.
    await page.getByTestId('new-transaction-link').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Later vault', level: 1 }).waitFor()
    expect(await page.getByTestId('undeployed-banner').count()).toBe(0)
    await session.screenshot('counterfactual-activated')

    expect(await publicClient.getCode({ address: safe })).not.toBeUndefined()
    expect(await publicClient.getBalance({ address: safe })).toBe(parseEther('0.75'))
    expect(await publicClient.getBalance({ address: ACCOUNT_1 })).toBe(recipientBefore + parseEther('0.25'))
    expect(session.wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), UNDEPLOYED_KEY)).toBe('[]')

    // The execution is in its history, as the gateway indexed it from the chain.
    await session.goto(paths.safe(safe, 'transactions/history'))
    await page
      .getByText(/0\.25 ETH/)
      .first()
      .waitFor({ timeout: 30_000 })
  })

  it('a 2-of-2 Safe created to pay later offers Activate only, which deploys it as set up', async ({ stack, open }) => {
    const { publicClient } = stack.devnet
    const session = await open({ allowConsoleErrors: [NOT_FOUND] })
    const { page } = session
    await session.goto()
    await connectTestWallet(page)
    const safe = await createPayLater(session, 'Shared later', [ACCOUNT_1], 2)

    await page.getByTestId('first-transaction-unavailable').filter({ hasText: 'need 2 owners’ signatures' }).waitFor()
    await page.getByRole('button', { name: 'Activate Safe' }).click()
    await page.getByTestId('new-transaction-link').waitFor({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Shared later', level: 1 }).waitFor()

    expect(await publicClient.getCode({ address: safe })).not.toBeUndefined()
    const owners = await publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'getOwners' })
    expect(new Set(owners)).toEqual(new Set([ACCOUNT_0, ACCOUNT_1]))
  })

  it('a Safe activated outside this browser gives way to its usual screens, and the setup is forgotten', async ({
    stack,
    open,
  }) => {
    const session = await open({ allowConsoleErrors: [NOT_FOUND] })
    const { page } = session
    await session.goto()
    await connectTestWallet(page)
    const safe = await createPayLater(session, 'Deployed elsewhere', [ACCOUNT_1], 1)
    const [stored] = JSON.parse(
      (await page.evaluate((key) => window.localStorage.getItem(key), UNDEPLOYED_KEY)) ?? '[]',
    ) as { owners: Address[]; threshold: number; saltNonce: string }[]

    // Anyone holding the setup can deploy it; here another dev account does, outside the app.
    const hash = await stack.devnet.walletClient(2).writeContract({
      address: canonicalAddresses.safeProxyFactory,
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [canonicalAddresses.safeL2, encodeSafeSetup(stored!), BigInt(stored!.saltNonce)],
      chain: null,
    })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(await stack.devnet.publicClient.getCode({ address: safe })).not.toBeUndefined()

    await page.getByTestId('new-transaction-link').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('undeployed-banner').count()).toBe(0)
    expect(await page.evaluate((key) => window.localStorage.getItem(key), UNDEPLOYED_KEY)).toBe('[]')
  })
})
