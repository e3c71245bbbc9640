import { createSafe, demoTokenAbi, devAccounts, execSafeTransaction, sendPoisoningTransfers } from '@strongroom/devnet'
import { encodeFunctionData, parseEther, parseUnits } from 'viem'
import { describe, expect } from 'vitest'
import { giveDemoAssets } from './fixtures/giveDemoAssets'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'
import { signingRequests } from './fixtures/signingRequests'

// Address poisoning (docs/spam-and-poisoning.md): the Safe paid dev account 5; a stranger (dev account 9) then makes
// dUSD log a zero-value transfer from the Safe to a look-alike of account 5, and mints the Safe a token imitating dUSD.
// The history hides both until asked, then marks them; the look-alike is flagged where it would be pasted and in the
// review.

const PAYEE = devAccounts[5]!.address

const it = journey({ gateway: true }).extend('poisoned', { scope: 'file' }, async ({ stack }) => {
  const dUsd = stack.devnet.demo!.tokens.usdc
  const safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 1, fundWei: parseEther('1') })
  await giveDemoAssets(stack.devnet, safe, { dUsd: parseUnits('1000', 6) })
  await execSafeTransaction(stack.devnet, {
    safe,
    tx: {
      to: dUsd,
      data: encodeFunctionData({ abi: demoTokenAbi, functionName: 'transfer', args: [PAYEE, parseUnits('10', 6)] }),
    },
    signers: [0],
  })
  const planted = await sendPoisoningTransfers(stack.devnet, { safe, imitate: PAYEE, token: dUsd })
  return { safe, ...planted }
})

describe('spam and poisoning', () => {
  it('hides the poisoner’s entries in the history, then marks them, and flags the look-alike in Send and the review', async ({
    poisoned,
    openOwner,
  }) => {
    const { safe, lookAlike } = poisoned
    const owner0 = await openOwner(0, paths.safe(safe, 'transactions/history'))
    const { page } = owner0
    const suspicious = page.getByTestId('history-suspicion')

    // Hidden by default: the gateway leaves out the zero-value transfer, the screen the imitation token's.
    await page.getByText(/^1 of the loaded entries is hidden as suspicious/).waitFor({ timeout: 60_000 })
    await page.getByTestId('history-transaction').filter({ hasText: 'Send 10 dUSD' }).waitFor()
    expect(await suspicious.count()).toBe(0)

    await page.getByLabel('Hide suspicious entries').uncheck()
    await page.getByText('Everything is shown; suspicious entries are marked.').waitFor()
    await suspicious.filter({ hasText: 'address poisoning' }).waitFor({ timeout: 30_000 })
    const reasons = await suspicious.allTextContents()
    expect(reasons).toHaveLength(2)
    expect(reasons).toContainEqual(
      `Suspicious: ${lookAlike.slice(0, 6)}…${lookAlike.slice(-4)} looks like an address this Safe sent to before (${PAYEE.slice(0, 6)}…${PAYEE.slice(-4)}) but is a different address: address poisoning. Never copy an address from this entry.`,
    )
    expect(reasons.find((reason) => reason.includes('an imitation'))).toContain('uses the symbol dUSD')
    await owner0.screenshot('poisoning-history-marked')

    // The look-alike pasted into Send: flagged under the field, and again in the review before anything is signed.
    await owner0.goto(paths.newTransaction(safe, 'send'))
    const recipient = page.getByTestId('recipient-input')
    await recipient.waitFor({ timeout: 20_000 })
    await recipient.fill(lookAlike)
    const warning = page.getByTestId('look-alike-warning')
    await warning.waitFor({ timeout: 20_000 })
    expect(await warning.textContent()).toContain(
      `${lookAlike} starts and ends like an address this Safe sent to before (${PAYEE.slice(0, 6)}…${PAYEE.slice(-4)}) but is a different address.`,
    )
    await page.getByTestId('amount-input').fill('0.1')
    await page.getByRole('button', { name: 'Review' }).click()
    const review = page.getByTestId('review-look-alike')
    await review.waitFor({ timeout: 20_000 })
    expect(await review.textContent()).toContain(
      `${lookAlike} starts and ends like an address this Safe sent to before`,
    )
    await owner0.screenshot('poisoning-review-flagged')
    expect(signingRequests(owner0)).toEqual([])

    // The real payee is not flagged.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await recipient.fill(PAYEE)
    await warning.waitFor({ state: 'detached' })

    // Assets list the deployment's trusted tokens by default: the real dUSD, not the imitation, until "All tokens".
    await owner0.goto(paths.safe(safe, 'assets'))
    const dUsdRows = page.getByTestId('token-row').filter({ hasText: 'dUSD' })
    await dUsdRows.first().waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Default tokens' }).getAttribute('aria-pressed')).toBe('true')
    expect(await dUsdRows.count()).toBe(1)
    await page.getByRole('button', { name: 'All tokens' }).click()
    await expect.poll(() => dUsdRows.count(), { timeout: 20_000 }).toBe(2)
  })
})
