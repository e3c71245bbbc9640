import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx, type SafeTx, signMessageLibAbi, trustedDelegateCallTargets } from '@strongroom/protocol'
import type { Page } from 'playwright-core'
import { encodeFunctionData, hashTypedData, parseEther, parseGwei } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { signingRequests } from './fixtures/signingRequests'

// What the review must catch before any wallet prompt (docs/web-security.md §2.1, §2.2): a proposal made outside the
// app, by an owner's key, whose harmless-looking call hides a gas refund or an on-chain signature of a Permit2 digest.
const RECIPIENT = devAccounts[3]!.address
const STRANGER = devAccounts[5]!.address
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const ACKNOWLEDGE = 'I have read what this changes and want to sign it.'
/** EIP-712 fields from `name type` pairs. */
const fields = (...specs: string[]) =>
  specs.map((spec) => {
    const [name = '', type = ''] = spec.split(' ')
    return { name, type }
  })

const it = journey({ gateway: true })
  // A 2-of-3 Safe of dev accounts 0..2 holding 5 ETH.
  .extend('safe', { scope: 'file' }, ({ stack }) =>
    createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('5') }),
  )
  /** Proposes `tx` through the gateway API, signed by dev account 0, and opens it as owner 1. */
  .extend('proposeAndOpen', async ({ stack, safe, openOwner }) => async (tx: SafeTx) => {
    const { txId } = await proposeSafeTx(stack, { safe, tx, signers: [0] })
    const owner1 = await openOwner(1, paths.transaction(safe, txId))
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    return owner1
  })

const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm', exact: true })
const prompts = (session: AppSession) => signingRequests(session).map(({ method }) => method)

describe('review hardening', () => {
  it('refuses a refund to a stranger before any wallet prompt, and asks to acknowledge one to an owner', async ({
    safe,
    safeNonce,
    proposeAndOpen,
  }) => {
    const nonce = await safeNonce(safe)
    const refund = { safeTxGas: 50_000n, baseGas: 1_000_000n, gasPrice: parseGwei('1') }
    const send = { to: RECIPIENT, value: parseEther('0.01'), nonce }

    const toStranger = await proposeAndOpen(createSafeTx({ ...send, ...refund, refundReceiver: STRANGER }))
    const warning = toStranger.page.getByTestId('refund-warning')
    // (50,000 + 1,000,000 gas) × 1 gwei, in the native coin.
    expect(await warning.textContent()).toContain('0.00105 ETH (1050000000000000 base units)')
    expect(await warning.textContent()).toContain('(not an owner of this Safe)')
    expect(await toStranger.page.getByTestId('review-blocked').textContent()).toContain('pays a gas refund to')
    expect(await toStranger.page.getByLabel(ACKNOWLEDGE).count()).toBe(0)
    expect(await confirmButton(toStranger.page).isDisabled()).toBe(true)
    await toStranger.screenshot('review-hardening-refund-refused')
    expect(prompts(toStranger)).toEqual([])

    const toOwner = await proposeAndOpen(
      createSafeTx({ ...send, ...refund, refundReceiver: devAccounts[0]!.address, nonce: nonce + 1n }),
    )
    expect(await toOwner.page.getByTestId('refund-warning').textContent()).toContain('(an owner)')
    expect(await confirmButton(toOwner.page).isDisabled()).toBe(true)
    expect(prompts(toOwner)).toEqual([])
    await toOwner.page.getByLabel(ACKNOWLEDGE).check()
    await confirmButton(toOwner.page).click()
    await toOwner.page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 15_000 })
    expect(prompts(toOwner)).toEqual(['eth_signTypedData_v4'])
  })

  it('shows the Permit2 digest a SignMessageLib call signs, refused while blind signing is off, acknowledged when on', async ({
    stack,
    safe,
    safeNonce,
    proposeAndOpen,
  }) => {
    const digest = hashTypedData({
      domain: { name: 'Permit2', chainId: stack.devnet.chainId, verifyingContract: PERMIT2 },
      types: {
        PermitDetails: fields('token address', 'amount uint160', 'expiration uint48', 'nonce uint48'),
        PermitSingle: fields('details PermitDetails', 'spender address', 'sigDeadline uint256'),
      },
      primaryType: 'PermitSingle',
      message: {
        details: { token: RECIPIENT, amount: 2n ** 160n - 1n, expiration: 2n ** 48n - 1n, nonce: 0n },
        spender: STRANGER,
        sigDeadline: 2n ** 255n,
      },
    })
    const tx = createSafeTx({
      to: trustedDelegateCallTargets.signMessageLib,
      data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [digest] }),
      operation: 1,
      nonce: (await safeNonce(safe)) + 2n,
    })
    const owner1 = await proposeAndOpen(tx)
    expect(await owner1.page.getByTestId('message-signature-warning').textContent()).toContain(digest)
    expect(await owner1.page.getByTestId('review-blocked').textContent()).toContain('Blind signing is turned off')
    expect(await confirmButton(owner1.page).isDisabled()).toBe(true)
    expect(prompts(owner1)).toEqual([])
    await owner1.screenshot('review-hardening-permit2-refused')

    // With blind signing on (Settings), the same review asks for the acknowledgement first.
    const review = new URL(owner1.page.url())
    await navigate(owner1.page, '/settings')
    await owner1.page.getByLabel('Allow blind signing').check()
    await navigate(owner1.page, review.pathname + review.search)
    await owner1.page.getByTestId('review-acknowledge').waitFor({ timeout: 20_000 })
    expect(await owner1.page.getByTestId('review-blocked').count()).toBe(0)
    expect(await confirmButton(owner1.page).isDisabled()).toBe(true)
    await owner1.page.getByLabel(ACKNOWLEDGE).check()
    await confirmButton(owner1.page).click()
    await owner1.page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 15_000 })
    expect(prompts(owner1)).toEqual(['eth_signTypedData_v4'])
  })
})
