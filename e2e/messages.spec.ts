import { createSafe, devAccounts } from '@strongroom/devnet'
import {
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  verifySafeMessageSignatures,
} from '@strongroom/protocol'
import type { Address, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect } from 'vitest'
import { journey } from './fixtures/journey'
import { paths } from './fixtures/paths'
import type { Stack } from './fixtures/stack'

const MESSAGE = 'Strongroom e2e: owners 0 and 1 approve this text.'

const it = journey({ gateway: true }).extend('safe', { scope: 'file' }, ({ stack }) =>
  createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 }),
)

/** Owner 0 proposes the text message through the gateway API with its SafeMessage signature; returns the hash. */
async function proposeMessageAsOwner0(stack: Stack, safe: Address): Promise<Hex> {
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
  it('a 2-of-3 message proposed by owner 0 is signed in the browser by owner 1 and becomes confirmed', async ({
    stack,
    safe,
    openOwner,
  }) => {
    const messageHash = await proposeMessageAsOwner0(stack, safe)
    const session = await openOwner(1, paths.safe(safe, 'transactions/messages'))
    const { page } = session

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
