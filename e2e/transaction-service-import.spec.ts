import {
  createSafe,
  listedMessage,
  listedTransaction,
  startTransactionServiceStandIn,
  type TransactionServiceStandIn,
} from '@strongroom/devnet'
import { parseEther } from 'viem'
import { afterAll, describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'

const API_KEY = 'e2e-key'
let service: TransactionServiceStandIn | undefined

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 }),
)

afterAll(async () => {
  await service?.stop()
})

describe('moving from Safe{Wallet}', () => {
  it('an owner imports the pending queue and messages from a Transaction Service; what does not verify is refused', async ({
    stack,
    safe,
    openOwner,
  }) => {
    const { devnet } = stack
    service = await startTransactionServiceStandIn({ apiKey: API_KEY, basePath: '/tx-service/dev' })
    const to = devnet.accounts[7]!.address
    const pending = await listedTransaction(devnet, {
      safe,
      nonce: 0n,
      signers: [1],
      tx: { to, value: parseEther('0.25') },
    })
    service.addTransaction(pending)
    // Changed after owner 2 signed it: its fields no longer hash to the safeTxHash the service gives.
    service.addTransaction({
      ...(await listedTransaction(devnet, { safe, nonce: 1n, signers: [2], tx: { to } })),
      value: '7',
    })
    service.addMessage(await listedMessage(devnet, { safe, message: 'We moved to Strongroom.', signers: [2] }))
    service.addMessage({
      ...(await listedMessage(devnet, { safe, message: 'Pay 1 ETH', signers: [0] })),
      message: 'Pay 9 ETH',
    })

    // The import without the key is refused on purpose (422), which the browser logs.
    const session = await openOwner(0, paths.safe(safe, 'settings/import'), {
      allowConsoleErrors: [/status of 422/],
    })
    const { page } = session
    const signInNotice = page.getByTestId('sts-import-sign-in')
    await signInNotice.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign message' }).click()
    await signInNotice.waitFor({ state: 'detached' })

    await page.getByTestId('sts-import-url').fill(service.url)
    // Without the key the service refuses, and the screen says so in a sentence.
    await page.getByTestId('sts-import-submit').click()
    const error = page.getByTestId('sts-import-error')
    await error.waitFor()
    expect(await error.textContent()).toContain('refused the request: it needs an API key')

    await page.getByTestId('sts-import-key').fill(API_KEY)
    await page.getByTestId('sts-import-submit').click()
    const summary = page.getByTestId('sts-import-summary')
    await summary.waitFor()
    expect(await summary.textContent()).toBe(
      `From ${new URL(service.url).origin}: 2 imported, 2 refused. Refused items were not stored.`,
    )
    const imported = page.getByTestId('sts-import-imported').getByTestId('sts-import-item')
    expect(await imported.count()).toBe(2)
    expect(await imported.first().textContent()).toContain('1 owner signature verified')
    const refused = await page.getByTestId('sts-import-refused').textContent()
    expect(refused).toContain('Its fields hash to 0x')
    expect(refused).toContain('Its content hashes to 0x')
    await session.screenshot('sts-import-report')

    // The imported transaction waits in the queue with owner 1's signature, the message among the messages.
    await page.getByRole('link', { name: 'Open the queue' }).click()
    const row = page.getByTestId('queue-transaction')
    await row.waitFor({ timeout: 30_000 })
    expect(await row.count()).toBe(1)
    expect(await row.getByTestId('queue-confirmations').textContent()).toBe('1 of 2 signed')
    await session.goto(paths.safe(safe, 'transactions/messages'))
    const message = page.getByTestId('safe-message').filter({ hasText: 'We moved to Strongroom.' })
    await message.waitFor({ timeout: 30_000 })
    expect(await message.getByTestId('message-confirmations').textContent()).toBe('1 of 2')
    expect(await page.getByTestId('safe-message').count()).toBe(1)
  })
})
