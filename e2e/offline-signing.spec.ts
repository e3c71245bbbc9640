import { readFile } from 'node:fs/promises'
import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx, decodeOfflineSafeTx } from '@strongroom/protocol'
import { parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import { navigate } from './fixtures/navigate'
import { paths } from './fixtures/paths'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { signingRequests } from './fixtures/signingRequests'

// Without the gateway every request to it fails, and the browser logs each failure.
const GATEWAY_DOWN = /Failed to load resource|net::ERR_FAILED/
const EXECUTED_WITHIN_MS = 60_000
const RECIPIENT = devAccounts[4]!.address

const it = journey({ gateway: true })
  // A 2-of-3 Safe of dev accounts 0..2 holding 2 ETH.
  .extend('safe', { scope: 'file' }, ({ stack }) =>
    createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('2') }),
  )

describe('offline signing', () => {
  it('exports a proposal, signs it in a browser that cannot reach the gateway, and executes the result back online', async ({
    stack,
    safe,
    open,
    openOwner,
    safeNonce,
  }) => {
    const nonce = await safeNonce(safe)
    const tx = createSafeTx({ to: RECIPIENT, value: parseEther('0.25'), nonce })
    const { txId, safeTxHash } = await proposeSafeTx(stack, { safe, tx, signers: [0] })
    const before = await stack.devnet.publicClient.getBalance({ address: RECIPIENT })

    // Owner 0, online: the transaction's screen offers it as a file, a link and a QR code.
    const online = await openOwner(0, paths.transaction(safe, txId))
    await online.page.getByTestId('offline-export').waitFor({ timeout: 20_000 })
    expect(await online.page.getByTestId('offline-export').getAttribute('data-signatures')).toBe('1')
    await online.page.getByRole('img', { name: 'QR code of the export link' }).waitFor()
    const [download] = await Promise.all([
      online.page.waitForEvent('download'),
      online.page.getByRole('button', { name: 'Download the file' }).click(),
    ])
    const file = decodeOfflineSafeTx(await readFile((await download.path())!, 'utf8'))
    expect(file.safeTxHash).toBe(safeTxHash)
    expect(file.signatures.map(({ signer }) => signer)).toEqual([devAccounts[0]!.address])
    const link = await online.page.getByTestId('offline-link').inputValue()
    expect(new URL(link).hash).toMatch(/^#tx=/)

    // Owner 1 on a machine that never reaches the gateway: every request to it fails.
    const offline = await open({ wallet: { accounts: [1] }, allowConsoleErrors: [GATEWAY_DOWN] })
    const seen: string[] = []
    offline.page.on('request', (request) => seen.push(request.url()))
    await offline.context.route(`${stack.gateway!.url}/**`, (route) => route.abort())
    await offline.page.goto(link)
    await connectTestWallet(offline.page)
    await offline.page.getByTestId('safe-tx-review').waitFor({ timeout: 30_000 })
    expect(await offline.page.getByTestId('review-safe-tx-hash').getAttribute('data-value')).toBe(safeTxHash)
    await offline.page.getByTestId('confirmation-count').filter({ hasText: '1 of 2' }).waitFor()
    expect(await offline.page.locator('[data-testid="confirmation"][data-status="verified"]').count()).toBe(1)
    await offline.page.getByRole('button', { name: 'Sign here' }).click()
    await offline.page.getByTestId('offline-signed').waitFor({ timeout: 15_000 })
    await offline.page.locator('[data-testid="offline-export"][data-signatures="2"]').waitFor()
    expect(signingRequests(offline).map(({ method }) => method)).toEqual(['eth_signTypedData_v4'])
    const signedLink = await offline.page.getByTestId('offline-link').inputValue()
    await offline.screenshot('offline-signing-signed')

    // A damaged link changes nothing.
    await offline.page.getByTestId('offline-paste').fill(signedLink.slice(0, -12))
    await offline.page.getByRole('button', { name: 'Import' }).click()
    await offline.page.getByTestId('offline-import-error').waitFor()
    expect(await offline.page.getByTestId('offline-export').getAttribute('data-signatures')).toBe('2')
    // The transaction travelled in the fragment only: no request carried it.
    const payload = new URL(signedLink).hash.slice('#tx='.length)
    expect(
      seen.some((url) => url.includes(payload.slice(0, 40)) || url.includes(link.split('#tx=')[1]!.slice(0, 40))),
    ).toBe(false)

    // The result leaves the offline machine as a file too.
    const [signedDownload] = await Promise.all([
      offline.page.waitForEvent('download'),
      offline.page.getByRole('button', { name: 'Download the file' }).click(),
    ])
    const signedFile = (await signedDownload.path())!
    expect(decodeOfflineSafeTx(await readFile(signedFile, 'utf8')).signatures).toHaveLength(2)

    // Back online: owner 0 imports the result (a damaged link first, then the file) and executes it.
    await navigate(online.page, paths.safe(safe, 'transactions/offline'))
    const damageAt = signedLink.indexOf('#tx=') + 30
    await online.page
      .getByTestId('offline-paste')
      .fill(`${signedLink.slice(0, damageAt)}!${signedLink.slice(damageAt + 1)}`)
    await online.page.getByRole('button', { name: 'Import' }).click()
    await online.page.getByTestId('offline-import-error').waitFor()
    expect(await online.page.getByTestId('safe-tx-review').count()).toBe(0)
    await online.page.getByTestId('offline-file').setInputFiles(signedFile)
    await online.page.getByTestId('confirmation-count').filter({ hasText: '2 of 2' }).waitFor({ timeout: 20_000 })
    await online.page.getByRole('button', { name: 'Execute', exact: true }).click()
    await online.page.getByTestId('offline-executed').waitFor({ timeout: EXECUTED_WITHIN_MS })
    expect(signingRequests(online)).toEqual([])
    await online.screenshot('offline-signing-executed')

    // On chain: the value moved, the nonce advanced.
    expect(await safeNonce(safe)).toBe(nonce + 1n)
    expect(await stack.devnet.publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'))
  })
})
