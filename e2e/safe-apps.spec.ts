import { createSafe, devAccounts } from '@strongroom/devnet'
import { encodeTransactionId } from '@strongroom/protocol'
import type { FrameLocator } from 'playwright-core'
import { type Address, type Hash, parseEther } from 'viem'
import { describe, expect } from 'vitest'
import { collectCspViolations } from './fixtures/collectCspViolations'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { journey } from './fixtures/journey'
import type { AppSession } from './fixtures/openApp'
import { paths } from './fixtures/paths'

// Before the first owner signs, the host asks the gateway whether it holds the message already: 404, no.
const MESSAGE_NOT_STORED_YET = /status of 404/

interface OwnerOptions {
  allowConsoleErrors?: RegExp[]
  /** Entries put in the web app's signed-out address book before it loads. */
  addressBook?: { chainId: number; address: Address; name: string }[]
}

const it = journey({ gateway: true, sampleApp: true })
  .extend('safe', { scope: 'file' }, ({ stack }) =>
    createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') }),
  )
  /**
   * Opens `path` with owner `account` connected (as `openOwner` does), every page of the session (the app's frame included) watched: the
   * test fails if any of them ran into the CSP.
   */
  .extend('openWatched', async ({ stack, open }, { onCleanup }) => {
    // One collector per browser context; each fills as its pages run.
    const violations: string[][] = []
    onCleanup(() => {
      expect(violations.flat()).toEqual([])
    })
    return async (account: number, path: string, { allowConsoleErrors = [], addressBook }: OwnerOptions = {}) => {
      const session = await open({ wallet: { accounts: [account] }, allowConsoleErrors })
      if (addressBook)
        await session.context.addInitScript(
          ({ origin, entries }) => {
            if (location.origin === origin) localStorage.setItem('strongroom.addressBook', JSON.stringify(entries))
          },
          { origin: stack.web.url, entries: addressBook },
        )
      violations.push(await collectCspViolations(session.context))
      await session.goto(path)
      await connectTestWallet(session.page)
      return session
    }
  })
  /** A session of owner 0 on the sample app `variant` opened inside the Safe; the app's frame once it is ready. */
  .extend(
    'openSampleApp',
    async ({ stack, safe, openWatched }) =>
      async (variant: 'v8' | 'v9', options: OwnerOptions = {}): Promise<{ session: AppSession; app: FrameLocator }> => {
        const session = await openWatched(0, paths.safeApp(safe, `${stack.sampleApp!.url}/${variant}/`), options)
        const app = session.page.frameLocator('iframe.app-frame__iframe')
        await app.locator('[data-testid="app-status"][data-state="ready"]').waitFor({ timeout: 30_000 })
        return { session, app }
      },
  )
  /** Owner `account` adds the second signature on the Safe's messages screen: the message becomes CONFIRMED. */
  .extend('confirmOnMessagesScreen', async ({ safe, openWatched }) => async (account: number, text: string) => {
    const owner = await openWatched(account, paths.safe(safe, 'transactions/messages'))
    const card = owner.page.getByTestId('safe-message').filter({ hasText: text })
    await card.getByRole('button', { name: 'Sign' }).click({ timeout: 30_000 })
    await card.getByTestId('message-status').filter({ hasText: 'Confirmed' }).waitFor({ timeout: 15_000 })
  })

/** The app's output for `action` once it has settled: its state and text. */
async function result(app: FrameLocator, action: string): Promise<{ state: string; text: string }> {
  const output = app.getByTestId(`${action}-result`)
  await output.and(app.locator('[data-state="ok"], [data-state="error"]')).waitFor({ timeout: 30_000 })
  return { state: (await output.getAttribute('data-state')) ?? '', text: (await output.textContent()) ?? '' }
}

/**
 * Signs the request the host shows over the app, after checking it names the same SafeMessage hash as the app
 * computed; returns that hash.
 */
async function signInSheet(session: AppSession, app: FrameLocator): Promise<string> {
  const sheet = session.page.getByTestId('safe-app-sign-request')
  await sheet.waitFor()
  const hash = (await app.getByTestId('safe-message-hash').textContent()) ?? ''
  expect(await sheet.getByTestId('safe-message-hash').textContent()).toBe(hash)
  await sheet.getByRole('button', { name: 'Sign', exact: true }).click()
  return hash
}

/** The app reads the combined signature back, and the Safe itself accepts it (isMessageSigned → eth_call). */
async function expectSignatureReadBack(app: FrameLocator): Promise<void> {
  await app.getByTestId('read-signature').click()
  const { state, text } = await result(app, 'read-signature')
  expect(state).toBe('ok')
  expect(text).toMatch(/^signed: true; signature: 0x[0-9a-f]{260}$/)
}

describe.each([
  { variant: 'v8', sdkVersion: '8.1.0' },
  { variant: 'v9', sdkVersion: '9.1.0' },
] as const)('Safe Apps with SDK $sdkVersion', ({ variant, sdkVersion }) => {
  it('opens inside the Safe, on its own origin, and reads the Safe through the SDK and viem', async ({
    stack,
    safe,
    openSampleApp,
  }) => {
    const { session, app } = await openSampleApp(variant)
    const { page } = session
    expect(await page.getByTestId('app-origin').textContent()).toBe(stack.sampleApp!.url)
    expect(await app.getByTestId('sdk-version').textContent()).toBe(sdkVersion)
    expect((await app.getByTestId('safe-address').textContent())?.toLowerCase()).toBe(safe.toLowerCase())
    expect(await app.getByTestId('safe-threshold').textContent()).toBe('2 of 3')
    expect(await app.getByTestId('safe-chain-id').textContent()).toBe(String(stack.devnet.chainId))
    expect(await result(app, 'read-info')).toMatchObject({ state: 'ok' })
    expect(await app.getByTestId('host-origin').textContent()).toBe(stack.web.url)
    expect(await app.getByTestId('eth-balance').textContent()).toMatch(/^\d+(\.\d+)? ETH$/)
    expect(Number(await app.getByTestId('block-number').textContent())).toBeGreaterThan(0)
    await session.screenshot(`safe-apps-${variant}-open`)
  })

  it('shows the texts the SDK and its provider raise themselves', async ({ openSampleApp }) => {
    const { app } = await openSampleApp(variant)
    const expected: Record<string, string> = {
      'error-no-transactions': 'No transactions were passed',
      'error-invalid-safe-tx-hash': 'Invalid safeTxHash',
      'error-invalid-typed-data': 'Invalid typed data',
      'error-address-invalid': 'The address or message hash is invalid',
      'error-not-implemented': '"eth_getProof" not implemented',
    }
    for (const [action, text] of Object.entries(expected)) {
      await app.getByTestId(action).click()
      expect(await result(app, action)).toEqual({ state: 'error', text })
    }
  })

  it('asks for the address book: a rejection is the SDK’s 4001, a grant lets it read the address book', async ({
    stack,
    openSampleApp,
  }) => {
    // One name in this browser's address book (the web's signed-out store), for the app to read once allowed.
    const treasury = devAccounts[5]!.address
    const { session, app } = await openSampleApp(variant, {
      addressBook: [{ chainId: stack.devnet.chainId, address: treasury, name: 'Treasury' }],
    })
    const { page } = session
    const prompt = page.getByRole('dialog').filter({ hasText: 'is requesting access to' })

    await app.getByTestId('request-permission').click()
    await prompt.waitFor()
    expect(await prompt.textContent()).toContain(`${stack.sampleApp!.url} is requesting access to`)
    expect(await prompt.textContent()).toContain('Address Book')
    await prompt.getByRole('button', { name: 'Reject' }).click()
    expect(await result(app, 'request-permission')).toEqual({
      state: 'error',
      text: 'Permissions rejected (code 4001)',
    })
    await app.getByTestId('get-permissions').click()
    expect(await result(app, 'get-permissions')).toEqual({ state: 'ok', text: 'none' })

    // Reading the address book without the permission makes the SDK ask for it first.
    await app.getByTestId('read-address-book').click()
    await prompt.waitFor()
    await prompt.getByRole('button', { name: 'Accept' }).click()
    expect(await result(app, 'read-address-book')).toEqual({
      state: 'ok',
      text: `Treasury ${treasury} (chain ${stack.devnet.chainId})`,
    })
    await app.getByTestId('get-permissions').click()
    expect(await result(app, 'get-permissions')).toEqual({ state: 'ok', text: 'requestAddressBook' })
  })

  it('sends a two-transaction batch that lands in the queue; two owners confirm and execute it', async ({
    stack,
    safe,
    openWatched,
    openSampleApp,
  }) => {
    // Recipients of their own per SDK release, so each run's transfers are its own.
    const recipients = variant === 'v8' ? [devAccounts[6]!, devAccounts[7]!] : [devAccounts[8]!, devAccounts[9]!]
    const before = await Promise.all(
      recipients.map((account) => stack.devnet.publicClient.getBalance({ address: account.address })),
    )
    const { session, app } = await openSampleApp(variant)
    await app.getByTestId('recipient-a').fill(recipients[0]!.address)
    await app.getByTestId('recipient-b').fill(recipients[1]!.address)
    await app.getByTestId('send-batch').click()
    // The host's review of the batch (one MultiSendCallOnly call), signed and proposed by owner 0.
    await session.page.getByRole('button', { name: 'Sign and propose' }).click({ timeout: 30_000 })
    const { state, text: safeTxHash } = await result(app, 'send-batch')
    expect(state).toBe('ok')
    expect(safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    await app.getByTestId('tx-status').click()
    expect(await result(app, 'tx-status')).toEqual({ state: 'ok', text: 'AWAITING_CONFIRMATIONS' })

    // Owner 1 confirms it and executes it in the same prompt.
    const txId = encodeTransactionId({ type: 'MULTISIG', safeAddress: safe, safeTxHash: safeTxHash as Hash })
    const owner1 = await openWatched(1, paths.transaction(safe, txId))
    await owner1.page.getByTestId('safe-tx-review').waitFor({ timeout: 20_000 })
    expect(await owner1.page.getByTestId('confirmation-count').textContent()).toContain('1 of 2')
    await owner1.page.getByRole('button', { name: 'Confirm and execute' }).click()
    await owner1.page.getByTestId('state-executed').waitFor({ timeout: 60_000 })

    const after = await Promise.all(
      recipients.map((account) => stack.devnet.publicClient.getBalance({ address: account.address })),
    )
    expect(after).toEqual([before[0]! + parseEther('0.001'), before[1]! + parseEther('0.002')])
    // The app reads its batch back as executed.
    await expect
      .poll(
        async () => {
          await app.getByTestId('tx-status').click()
          return (await result(app, 'tx-status')).text
        },
        { timeout: 30_000 },
      )
      .toMatch(/^SUCCESS 0x[0-9a-f]{64}$/)
  })

  it('signs a message to CONFIRMED with a second owner and reads the signature back', async ({
    openSampleApp,
    confirmOnMessagesScreen,
  }) => {
    const text = `Strongroom sample app (SDK ${sdkVersion}) says hello`
    const { session, app } = await openSampleApp(variant, { allowConsoleErrors: [MESSAGE_NOT_STORED_YET] })
    await app.getByTestId('message-text').fill(text)
    await app.getByTestId('sign-message').click()
    const hash = await signInSheet(session, app)
    expect(await result(app, 'sign-message')).toEqual({ state: 'ok', text: `proposed: ${hash}` })
    await app.getByTestId('read-signature').click()
    expect(await result(app, 'read-signature')).toEqual({ state: 'ok', text: 'signed: false; signature: (none yet)' })
    await confirmOnMessagesScreen(1, text)
    await expectSignatureReadBack(app)
  })

  it('signs text through viem (personal_sign, hex-encoded) to CONFIRMED and reads the signature back', async ({
    openSampleApp,
    confirmOnMessagesScreen,
  }) => {
    const text = `Plain words from viem (SDK ${sdkVersion})`
    const { session, app } = await openSampleApp(variant, { allowConsoleErrors: [MESSAGE_NOT_STORED_YET] })
    await app.getByTestId('message-text').fill(text)
    await app.getByTestId('sign-message-viem').click()
    await signInSheet(session, app)
    // The provider answers viem with the signature once there is one, '0x' until then.
    expect(await result(app, 'sign-message-viem')).toEqual({ state: 'ok', text: 'proposed; not signed by all yet' })
    await confirmOnMessagesScreen(2, text)
    await expectSignatureReadBack(app)
  })

  it('signs typed data through viem (eth_signTypedData_v4) to CONFIRMED and reads the signature back', async ({
    openSampleApp,
    confirmOnMessagesScreen,
  }) => {
    const text = `Typed greeting from the sample app (SDK ${sdkVersion})`
    const { session, app } = await openSampleApp(variant, { allowConsoleErrors: [MESSAGE_NOT_STORED_YET] })
    await app.getByTestId('message-text').fill(text)
    await app.getByTestId('sign-typed-data').click()
    await signInSheet(session, app)
    expect(await result(app, 'sign-typed-data')).toEqual({ state: 'ok', text: 'proposed; not signed by all yet' })
    await confirmOnMessagesScreen(2, text)
    await expectSignatureReadBack(app)
  })
})
