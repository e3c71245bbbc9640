import { readFile } from 'node:fs/promises'
import { createSafe, devAccounts } from '@strongroom/devnet'
import { createSafeTx, decodeOfflineSafeTx, safeL2Abi } from '@strongroom/protocol'
import type { Browser, Page } from 'playwright-core'
import { type Address, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { proposeSafeTx } from './fixtures/proposeSafeTx'
import { type Stack, startStack } from './fixtures/stack'

// Signed out, `GET /v1/auth/me` answers 401 and the browser logs that response: expected, not a page error.
const SIGNED_OUT = /status of 401/
// Without the gateway every request to it fails, and the browser logs each failure.
const GATEWAY_DOWN = /Failed to load resource|net::ERR_FAILED/
const EXECUTED_WITHIN_MS = 60_000
const SIGNING_METHODS = ['eth_signTypedData_v4', 'eth_signTypedData_v3', 'personal_sign', 'eth_sign']

let stack: Stack
let browser: Browser
let safe: Address
const sessions: AppSession[] = []
const RECIPIENT = devAccounts[4]!.address

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ gateway: true }), launchBrowser()])
  // A 2-of-3 Safe of dev accounts 0..2 holding 2 ETH.
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('2') })
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

afterEach(async () => {
  const open = sessions.splice(0)
  for (const session of open) await session.close()
})

async function open(account: number, allowConsoleErrors: RegExp[] = []): Promise<AppSession> {
  const session = await openApp(browser, stack, {
    wallet: { accounts: [account] },
    allowConsoleErrors: [SIGNED_OUT, ...allowConsoleErrors],
  })
  sessions.push(session)
  return session
}

/** Moves within the app (History API, as its links do): no reload, the wallet stays connected. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const safeNonce = () => stack.devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'nonce' })
const signingRequests = (session: AppSession) =>
  session.wallet.requests.filter(({ method }) => SIGNING_METHODS.includes(method)).map(({ method }) => method)

describe('offline signing', () => {
  it('exports a proposal, signs it in a browser that cannot reach the gateway, and executes the result back online', async () => {
    const nonce = await safeNonce()
    const tx = createSafeTx({ to: RECIPIENT, value: parseEther('0.25'), nonce })
    const { txId, safeTxHash } = await proposeSafeTx(stack, { safe, tx, signers: [0] })
    const before = await stack.devnet.publicClient.getBalance({ address: RECIPIENT })

    // Owner 0, online: the transaction's screen offers it as a file, a link and a QR code.
    const online = await open(0)
    await online.goto(`/dev:${safe}/transactions/tx?id=${encodeURIComponent(txId)}`)
    await connectTestWallet(online.page)
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
    const offline = await open(1, [GATEWAY_DOWN])
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
    expect(signingRequests(offline)).toEqual(['eth_signTypedData_v4'])
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
    await navigate(online.page, `/dev:${safe}/transactions/offline`)
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
    expect(await safeNonce()).toBe(nonce + 1n)
    expect(await stack.devnet.publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'))
  })
})
