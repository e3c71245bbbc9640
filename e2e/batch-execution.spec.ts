import { createSafe, devAccounts } from '@strongroom/devnet'
import { canonicalAddresses, createSafeTx } from '@strongroom/protocol'
import { getTransactionDetails } from '@strongroom/web/actions'
import { type Address, type Hash, isAddressEqual, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'

// Mined, then each of the batch's transactions indexed by the gateway (polled every second), then shown.
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[4]!.address

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  // A 2-of-3 Safe of dev accounts 0..2 holding 5 ETH.
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('5') }),
)

const sentTransactions = (session: AppSession) =>
  session.wallet.requests.filter(({ method, outcome }) => method === 'eth_sendTransaction' && outcome === 'ok')

describe('batch execution', () => {
  it('executes three fully signed transactions from the queue in one chain transaction', async ({
    stack,
    safe,
    safeNonce,
    openOwner,
  }) => {
    const { publicClient } = stack.devnet
    const nonce = await safeNonce(safe)
    const before = await publicClient.getBalance({ address: RECIPIENT })
    // Three transfers, each signed by owners 0 and 1 (the threshold), proposed outside the app.
    const values = [parseEther('0.1'), parseEther('0.2'), parseEther('0.3')]
    const proposals = []
    for (const [index, value] of values.entries())
      proposals.push(
        await proposeSafeTx(stack, {
          safe,
          tx: createSafeTx({ to: RECIPIENT, value, nonce: nonce + BigInt(index) }),
          signers: [0, 1],
        }),
      )

    // Owner 2, who signed none of them, executes all three at once from the queue.
    const owner2 = await openOwner(2, paths.safe(safe, 'transactions/queue'), { live: true })
    const offer = owner2.page.getByTestId('batch-execution-offer')
    await offer.filter({ hasText: `3 transactions (#${nonce} to #${nonce + 2n})` }).waitFor({ timeout: 20_000 })
    await offer.getByRole('button', { name: 'Execute 3 in one transaction' }).click()
    const dialog = owner2.page.getByRole('dialog')
    await dialog.getByTestId('batch-gas-estimate').filter({ hasText: 'Estimated gas' }).waitFor({ timeout: 20_000 })
    expect(await dialog.locator('[data-testid="batch-execution-item"][data-in-batch="true"]').count()).toBe(3)
    await owner2.screenshot('batch-execution-review')
    await dialog.getByRole('button', { name: 'Execute 3 transactions' }).click()
    const outcome = dialog.getByTestId('batch-execution-done').or(dialog.getByTestId('flow-error'))
    await outcome.waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(await outcome.textContent()).toContain(
      `Executed 3 transactions (#${nonce} to #${nonce + 2n}) in one chain transaction.`,
    )

    // One chain transaction, from owner 2 to MultiSendCallOnly; every transfer done; the Safe three nonces on.
    const sent = sentTransactions(owner2)
    expect(sent).toHaveLength(1)
    const [request] = sent[0]!.params as [{ to: Address }]
    expect(isAddressEqual(request.to, canonicalAddresses.multiSendCallOnly)).toBe(true)
    expect(await safeNonce(safe)).toBe(nonce + 3n)
    expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.6'))

    // The gateway records each as executed, all by that one chain transaction.
    const hashes = new Set<string | null>()
    for (const { txId } of proposals) {
      const details = await getTransactionDetails({
        baseUrl: stack.gateway!.url,
        chainId: stack.devnet.chainId,
        transactionId: txId,
      })
      expect(details.txStatus).toBe('SUCCESS')
      hashes.add(details.txHash)
    }
    expect(hashes.size).toBe(1)
    const [chainHash] = hashes
    const receipt = await publicClient.getTransactionReceipt({ hash: chainHash as Hash })
    expect(isAddressEqual(receipt.from, devAccounts[2]!.address)).toBe(true)

    // The queue is empty, and history shows the three.
    await owner2.page.getByRole('button', { name: 'Close' }).click()
    await owner2.page.getByTestId('batch-execution-offer').waitFor({ state: 'detached', timeout: 20_000 })
    await navigate(owner2.page, paths.safe(safe, 'transactions/history'))
    for (const index of [0n, 1n, 2n])
      await owner2.page
        .getByTestId('history-transaction')
        .filter({ hasText: `nonce ${nonce + index}` })
        .getByTestId('history-status')
        .filter({ hasText: 'Success' })
        .waitFor({ timeout: 20_000 })
  })
})
