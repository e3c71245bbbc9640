import {
  createSafe,
  demoArtifacts,
  demoNftAbi,
  demoRecorderAbi,
  demoTokenAbi,
  deployDemoRecorder,
  devAccounts,
} from '@strongroom/devnet'
import { type Address, parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { giveDemoAssets } from './fixtures/giveDemoAssets'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import { signingRequests } from './fixtures/signingRequests'

// New transactions made in the app (docs/new-transactions.md): owner 0 builds and proposes each one, owner 1
// confirms and executes it, and the chain shows its effect. One stack and one browser for the file.

// The contract flow asks the gateway what it knows of the address; of a contract it does not know it answers 404.
const UNKNOWN_CONTRACT = /status of 404/
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[3]!.address
const WHO = devAccounts[4]!.address

const it = journey({ gateway: true })
  .extend('safe', { scope: 'file' }, async ({ stack }) => {
    // A 2-of-2 Safe of dev accounts 0 and 1 holding 5 ETH, 1,000 dUSD and demo NFTs #1 and #2.
    const safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 2, fundWei: parseEther('5') })
    await giveDemoAssets(stack.devnet, safe, { dUsd: parseUnits('1000', 6), nfts: [1n, 2n] })
    return safe
  })
  .extend('recorder', { scope: 'file' }, ({ stack }) => deployDemoRecorder(stack.devnet))
  .extend(
    'tokenBalance',
    async ({ stack }) =>
      (owner: Address) =>
        stack.devnet.publicClient.readContract({
          address: stack.devnet.demo!.tokens.usdc,
          abi: demoTokenAbi,
          functionName: 'balanceOf',
          args: [owner],
        }),
  )
  /**
   * On the review step: waits for the simulation to pass, signs and proposes, and returns the transaction id of the
   * details screen the app then opens.
   */
  .extend('signAndPropose', async ({ safe, safeNonce }) => async (session: AppSession): Promise<string> => {
    const { page } = session
    await page.getByTestId('simulation-success').waitFor({ timeout: 20_000 })
    const nonce = await safeNonce(safe)
    await page
      .getByTestId('review-nonce')
      .filter({ hasText: new RegExp(`^${nonce}$`) })
      .waitFor()
    expect(await page.getByTestId('new-tx-nonce').inputValue()).toBe(nonce.toString())
    await page.getByRole('button', { name: 'Sign and propose' }).click()
    await page.waitForURL(/\/transactions\/tx\?id=/, { timeout: 20_000 })
    await page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    return new URL(page.url()).searchParams.get('id')!
  })
  /** Owner 1 opens the proposal, confirms and executes it in one step, and waits until the gateway shows it executed. */
  .extend('executeAsSecondOwner', async ({ safe, openOwner, safeNonce }) => async (txId: string): Promise<void> => {
    const nonce = await safeNonce(safe)
    const owner1 = await openOwner(1, paths.transaction(safe, txId))
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await owner1.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(await safeNonce(safe)).toBe(nonce + 1n)
  })

describe('new transactions', () => {
  it('sends an ERC-20 from the assets page after the amount and the recipient were refused', async ({
    stack,
    openOwner,
    safe,
    tokenBalance,
    signAndPropose,
    executeAsSecondOwner,
  }) => {
    const owner0 = await openOwner(0, paths.safe(safe, 'assets'))
    const { page } = owner0
    const row = page.getByTestId('token-row').filter({ hasText: 'dUSD' })
    await row.getByRole('link', { name: 'Send dUSD' }).click()
    await page.getByTestId('token-select').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('token-select').inputValue()).toBe(stack.devnet.demo!.tokens.usdc)

    const recipient = page.getByTestId('recipient-input')
    const amount = page.getByTestId('amount-input')
    // A mistyped checksum and too many decimals; then more than the Safe holds.
    await recipient.fill(RECIPIENT.replace(/[A-F]/, (letter) => letter.toLowerCase()))
    await amount.fill('1.1234567')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByText('This address has an invalid checksum').waitFor()
    await page.getByText('dUSD has 6 decimals: this amount has 7.').waitFor()
    await amount.fill('1000.5')
    await page.getByText('The Safe holds only 1,000 dUSD: enter that or less.').waitFor()
    // The devnet has ENS (docs/names.md) but no .eth names.
    await recipient.fill('alice.eth')
    await page.getByText('alice.eth is not a registered ENS name on this network').waitFor()
    expect(signingRequests(owner0)).toEqual([])

    await recipient.fill(RECIPIENT)
    await amount.fill('25')
    await page.getByRole('button', { name: 'Review' }).click()
    await page.getByTestId('new-tx-origin').filter({ hasText: 'Send tokens' }).waitFor()
    await page.getByTestId('balance-changes').filter({ hasText: '−25 dUSD' }).waitFor({ timeout: 20_000 })
    const before = await tokenBalance(RECIPIENT)
    const txId = await signAndPropose(owner0)
    expect(signingRequests(owner0).map(({ method }) => method)).toEqual(['eth_signTypedData_v4'])
    // The proposal names the flow that made it.
    await page.getByTestId('proposal-origin').filter({ hasText: 'with “Send tokens”' }).waitFor()
    await owner0.screenshot('new-transactions-send-proposed')

    await executeAsSecondOwner(txId)
    expect(await tokenBalance(RECIPIENT)).toBe(before + parseUnits('25', 6))
  })

  it('sends two NFTs as one batch', async ({ stack, openOwner, safe, signAndPropose, executeAsSecondOwner }) => {
    const owner0 = await openOwner(0, paths.newTransaction(safe, 'nfts'))
    const { page } = owner0
    const choices = page.getByTestId('nft-choice')
    await choices.nth(1).waitFor({ timeout: 30_000 })
    await choices.nth(0).check()
    await choices.nth(1).check()
    await page.getByTestId('recipient-input').fill(RECIPIENT)
    await page.getByRole('button', { name: 'Review' }).click()
    expect(await page.getByTestId('review-operation').textContent()).toContain('DELEGATE')
    const txId = await signAndPropose(owner0)
    await executeAsSecondOwner(txId)
    const nft = stack.devnet.demo!.nft
    for (const id of [1n, 2n])
      expect(
        await stack.devnet.publicClient.readContract({
          address: nft,
          abi: demoNftAbi,
          functionName: 'ownerOf',
          args: [id],
        }),
      ).toBe(RECIPIENT)
  })

  it('calls a contract from a pasted ABI with a list and a tuple, after the simulation showed why it would revert', async ({
    stack,
    openOwner,
    safe,
    recorder,
    signAndPropose,
    executeAsSecondOwner,
  }) => {
    const owner0 = await openOwner(0, paths.newTransaction(safe, 'contract'), {
      allowConsoleErrors: [UNKNOWN_CONTRACT],
    })
    const { page } = owner0
    await page.getByTestId('recipient-input').fill(recorder)
    await page.getByTestId('abi-input').fill(JSON.stringify(demoArtifacts.DemoRecorder.abi))
    expect(await page.getByTestId('method-select').inputValue()).toBe('0')
    await page.getByTestId('param-0').fill('[]')
    await page.getByTestId('param-1').fill(`["${WHO}", "10"]`)
    await page.getByRole('button', { name: 'Review' }).click()
    // The simulation runs before anyone signs, and says why.
    await page
      .getByTestId('simulation-reason')
      .filter({ hasText: 'the contract said “DemoRecorder: no values”' })
      .waitFor({ timeout: 20_000 })
    expect(signingRequests(owner0)).toEqual([])
    await owner0.screenshot('new-transactions-simulation-revert')

    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByTestId('param-0').fill('[1, 2, "3"]')
    await page.getByRole('button', { name: 'Review' }).click()
    const txId = await signAndPropose(owner0)
    await executeAsSecondOwner(txId)
    const read = (functionName: 'totals' | 'lastWho') =>
      stack.devnet.publicClient.readContract({ address: recorder, abi: demoRecorderAbi, functionName, args: [safe] })
    expect(await read('totals')).toBe(16n)
    expect(await read('lastWho')).toBe(WHO)
  })

  it('collects three actions from different flows in the batch, reorders them and proposes them as one', async ({
    stack,
    openOwner,
    safe,
    recorder,
    tokenBalance,
    signAndPropose,
    executeAsSecondOwner,
  }) => {
    const owner0 = await openOwner(0, paths.newTransaction(safe, 'send'), { allowConsoleErrors: [UNKNOWN_CONTRACT] })
    const { page } = owner0
    await page.getByTestId('token-select').waitFor({ timeout: 20_000 })
    // 1: 0.5 ETH; 2: 10 dUSD; 3: a call of the recorder.
    await page.getByTestId('recipient-input').fill(RECIPIENT)
    await page.getByTestId('amount-input').fill('0.5')
    await page.getByRole('button', { name: 'Add to batch' }).click()
    await page.getByTestId('batch-added').filter({ hasText: 'Send 0.5 ETH' }).waitFor()
    await page.getByTestId('token-select').selectOption(stack.devnet.demo!.tokens.usdc)
    await page.getByTestId('amount-input').fill('10')
    await page.getByRole('button', { name: 'Add to batch' }).click()
    await page.getByTestId('batch-added').filter({ hasText: 'Send 10 dUSD' }).waitFor()
    await navigate(page, paths.newTransaction(safe, 'contract'))
    await page.getByTestId('recipient-input').fill(recorder)
    await page.getByTestId('abi-input').fill('function record(uint256[] values, (address who, uint256 amount) entry)')
    await page.getByTestId('param-0').fill('[100]')
    await page.getByTestId('param-1').fill(`{"who": "${RECIPIENT}", "amount": "0"}`)
    await page.getByRole('button', { name: 'Add to batch' }).click()
    await page.getByTestId('batch-added').filter({ hasText: 'record' }).waitFor()

    await page.getByRole('link', { name: 'Batch (3)' }).click()
    const actions = page.getByTestId('batch-action')
    await actions.nth(2).waitFor()
    await actions.nth(2).getByRole('button', { name: /^Up/ }).click()
    expect(await actions.nth(1).textContent()).toContain('record')
    await page.getByRole('button', { name: 'Review batch' }).click()
    await page.getByTestId('new-tx-origin').filter({ hasText: 'Transaction batch' }).waitFor()
    const changes = page.getByTestId('balance-changes')
    await changes.filter({ hasText: '−0.5 ETH' }).filter({ hasText: '−10 dUSD' }).waitFor({ timeout: 20_000 })
    const [eth, dusd, totals] = await Promise.all([
      stack.devnet.publicClient.getBalance({ address: RECIPIENT }),
      tokenBalance(RECIPIENT),
      stack.devnet.publicClient.readContract({
        address: recorder,
        abi: demoRecorderAbi,
        functionName: 'totals',
        args: [safe],
      }),
    ])
    const txId = await signAndPropose(owner0)
    await executeAsSecondOwner(txId)
    expect(await stack.devnet.publicClient.getBalance({ address: RECIPIENT })).toBe(eth + parseEther('0.5'))
    expect(await tokenBalance(RECIPIENT)).toBe(dusd + parseUnits('10', 6))
    expect(
      await stack.devnet.publicClient.readContract({
        address: recorder,
        abi: demoRecorderAbi,
        functionName: 'totals',
        args: [safe],
      }),
    ).toBe(totals + 100n)
    // Proposed, the batch is empty again.
    await navigate(owner0.page, paths.newTransaction(safe, 'batch'))
    await owner0.page.getByTestId('batch-empty').waitFor()
  })
})
