import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import { getTransactionDetails } from '@strongroom/web/actions'
import { type Hash, parseEther, TransactionReceiptNotFoundError } from 'viem'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'

// Mined, then indexed by the gateway (polled every second), then shown.
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[5]!.address

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  // A 2-of-3 Safe of dev accounts 0..2 holding 5 ETH.
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('5') }),
)

describe('speed-up', () => {
  it('sends a stuck execution again with higher fees and follows the one that is mined', async ({
    stack,
    safe,
    safeNonce,
    openOwner,
  }) => {
    const { publicClient, testClient } = stack.devnet
    const nonce = await safeNonce(safe)
    const { txId } = await proposeSafeTx(stack, {
      safe,
      tx: createSafeTx({ to: RECIPIENT, value: parseEther('0.5'), nonce }),
      signers: [0, 1],
    })
    const owner2 = await openOwner(2, paths.transaction(safe, txId), { live: true })
    const { page } = owner2
    await page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    await page.getByTestId('gas-estimate').filter({ hasText: 'Estimated gas' }).waitFor({ timeout: 15_000 })

    // The devnet holds every transaction back: nothing is mined until the test says so.
    await testClient.setAutomine(false)
    let stuck: Awaited<ReturnType<typeof publicClient.getTransaction>>
    try {
      await page.getByRole('button', { name: 'Execute', exact: true }).click()
      const mining = page.locator('[data-testid="flow-status"][data-step="mining"]')
      await mining.waitFor({ timeout: 20_000 })
      const original = (await mining.getAttribute('data-hash')) as Hash
      stuck = await publicClient.getTransaction({ hash: original })
      expect(stuck.blockNumber).toBeNull()

      await page.getByTestId('speed-up-offer').getByRole('button', { name: 'Speed up' }).click()
      await page.getByTestId('speed-up-sent').waitFor({ timeout: 20_000 })
      await owner2.screenshot('speed-up-sent')
      await testClient.mine({ blocks: 1 })
    } finally {
      await testClient.setAutomine(true)
    }

    // The screen followed the replacement to the end.
    await page.getByTestId('state-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(await safeNonce(safe)).toBe(nonce + 1n)
    const details = await getTransactionDetails({
      baseUrl: stack.gateway!.url,
      chainId: stack.devnet.chainId,
      transactionId: txId,
    })
    expect(details.txStatus).toBe('SUCCESS')
    const mined = await publicClient.getTransaction({ hash: details.txHash as Hash })
    const sent = owner2.wallet.requests.filter(
      ({ method, outcome }) => method === 'eth_sendTransaction' && outcome === 'ok',
    )
    expect(sent).toHaveLength(2)
    // Same sender and nonce as the stuck one, higher fees; the stuck one was never mined.
    expect(mined.from).toBe(stuck.from)
    expect(mined.nonce).toBe(stuck.nonce)
    expect(mined.hash).not.toBe(stuck.hash)
    expect(mined.maxFeePerGas! * 10n).toBeGreaterThan(stuck.maxFeePerGas! * 11n)
    expect(mined.input).toBe(stuck.input)
    await expect(publicClient.getTransactionReceipt({ hash: stuck.hash })).rejects.toThrow(
      TransactionReceiptNotFoundError,
    )
  })
})
