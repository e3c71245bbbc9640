import { createSafe, devAccounts } from '@strongroom/devnet'
import {
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  verifySafeMessageSignatures,
} from '@strongroom/protocol'
import type { Browser } from 'playwright-core'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser/launchBrowser'
import { connectTestWallet } from './fixtures/connectTestWallet'
import { type AppSession, openApp } from './fixtures/openApp'
import { type Stack, startStack } from './fixtures/stack'

// Signed out, `GET /v1/auth/me` answers 401 and the browser logs that response: expected, not a page error.
const SIGNED_OUT = /status of 401/
const MESSAGE = 'Strongroom e2e: owners 0 and 1 approve this text.'

let stack: Stack
let browser: Browser
let safe: Address
const sessions: AppSession[] = []

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ gateway: true }), launchBrowser()])
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 })
})

afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close()
})

/** Owner 0 proposes the text message through the gateway API with its SafeMessage signature; returns the hash. */
async function proposeMessageAsOwner0(): Promise<Hex> {
  const { chainId } = stack.devnet
  const owner0 = privateKeyToAccount(devAccounts[0]!.privateKey)
  const signature = await owner0.signTypedData(
    getSafeMessageTypedData({ chainId, safeAddress: safe, data: hashSafeMessageContent(MESSAGE) }),
  )
  const response = await fetch(`${stack.gateway!.url}/v1/chains/${chainId}/safes/${safe}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: MESSAGE, signature, safeAppId: null }),
  })
  expect(response.status, await response.text()).toBe(200)
  return getSafeMessageHash({ chainId, safeAddress: safe, message: MESSAGE })
}

describe('messages', () => {
  it('a 2-of-3 message proposed by owner 0 is signed in the browser by owner 1 and becomes confirmed', async () => {
    const messageHash = await proposeMessageAsOwner0()
    const session = await openApp(browser, stack, { wallet: { accounts: [1] }, allowConsoleErrors: [SIGNED_OUT] })
    sessions.push(session)
    const { page } = session
    await session.goto(`/dev:${safe}/transactions/messages`)
    await connectTestWallet(page)

    const card = page.getByTestId('safe-message').filter({ hasText: MESSAGE })
    await card.waitFor({ timeout: 30_000 })
    expect(await card.getByTestId('message-status').textContent()).toBe('Needs confirmation')
    expect(await card.getByTestId('message-confirmations').textContent()).toBe('1 of 2')
    await session.screenshot('messages-needs-confirmation')

    await card.getByRole('button', { name: 'Sign' }).click()
    await card.getByTestId('message-status').filter({ hasText: 'Confirmed' }).waitFor({ timeout: 15_000 })
    expect(await card.getByTestId('message-confirmations').textContent()).toBe('2 of 2')
    expect(await card.getByTestId('message-signer').count()).toBe(2)
    expect(await card.getByTestId('sign-message-error').count()).toBe(0)
    await session.screenshot('messages-confirmed')

    // The gateway holds both owners' signatures, each proven against the hash computed here.
    const { chainId } = stack.devnet
    const stored = (await (
      await fetch(`${stack.gateway!.url}/v1/chains/${chainId}/messages/${messageHash}`)
    ).json()) as {
      status: string
      preparedSignature: Hex
    }
    expect(stored.status).toBe('CONFIRMED')
    const signers = await verifySafeMessageSignatures(stack.devnet.publicClient, {
      chainId,
      message: MESSAGE,
      safe,
      owners: devAccounts.slice(0, 3).map((account) => account.address),
      signatures: stored.preparedSignature,
    })
    // Joined in ascending owner order: 0x7099… (owner 1) before 0xf39F… (owner 0).
    expect(signers.map((entry) => entry.signer)).toEqual([devAccounts[1]!.address, devAccounts[0]!.address])
  })
})
