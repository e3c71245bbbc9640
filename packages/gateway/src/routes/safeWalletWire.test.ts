import {
  getAllOwnedSafes,
  getBalances,
  getChainConfig,
  getChainsConfig,
  getContract,
  getSafeApps,
  getSafeOverviews,
  getTransactionQueue,
  proposeTransaction,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe } from '@strongroom/devnet'
import { canonicalAddresses, createSafeTx } from '@strongroom/protocol'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestProposal } from '../testing/proposeForTest'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { testSafeAppsRegistry } from '../testing/testSafeAppsRegistry'

// What Safe{Wallet} web (v1.48.1, built with its gateway URL set to ours) needs beyond the SDK's types: every problem
// found there has a check here (README, "Safe{Wallet} on this gateway").

let stack: TestStack
let safe: Address
let owner: Address

beforeAll(async () => {
  stack = await startTestStack({ safeApps: testSafeAppsRegistry })
  setBaseUrl(stack.gateway.url)
  owner = stack.devnet.accounts[4]!.address
  safe = await createSafe(stack.devnet, { owners: [4, 5], threshold: 2, fundWei: 2n * 10n ** 18n })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

/** Builds explorer links the way Safe{Wallet} does: fill the template in, then `new URL(...)` (which throws). */
function explorerLinks(template: { address: string; txHash: string; api: string }): URL[] {
  return [
    new URL(template.address.replace('{{address}}', canonicalAddresses.safeL2)),
    new URL(template.txHash.replace('{{txHash}}', `0x${'ab'.repeat(32)}`)),
    new URL(
      template.api
        .replace('{{module}}', 'contract')
        .replace('{{action}}', 'getabi')
        .replace('{{address}}', canonicalAddresses.safeL2)
        .replace('{{apiKey}}', 'key'),
    ),
  ]
}

describe('ChainInfo', () => {
  it('carries absolute explorer templates and a chain logo, in the list and alone', async () => {
    for (const chain of [...(await getChainsConfig()).results, await getChainConfig('1337')]) {
      expect(() => explorerLinks(chain.blockExplorerUriTemplate)).not.toThrow()
      expect(chain.blockExplorerUriTemplate.address).toContain('{{address}}')
      expect(chain.blockExplorerUriTemplate.txHash).toContain('{{txHash}}')
      const logo = (chain as { chainLogoUri?: string | null }).chainLogoUri
      expect(typeof logo).toBe('string')
      expect(() => new URL(logo as string)).not.toThrow()
    }
  })
})

describe('GET /v1/owners/{owner}/safes', () => {
  it('answers the Safes of an owner on every served chain', async () => {
    expect(await getAllOwnedSafes(owner)).toEqual({ '1337': [safe] })
    expect(await getAllOwnedSafes(stack.devnet.accounts[9]!.address)).toEqual({ '1337': [] })
  })
})

describe('GET /v1/chains/{chainId}/contracts/{address}', () => {
  it('answers a known contract with its name, ABI and delegate-call trust', async () => {
    const multiSend = await getContract('1337', canonicalAddresses.multiSendCallOnly)
    expect(multiSend).toEqual({
      address: canonicalAddresses.multiSendCallOnly,
      name: 'MultiSendCallOnly 1.4.1',
      displayName: 'MultiSendCallOnly 1.4.1',
      logoUri: null,
      contractAbi: { abi: expect.any(Array), description: expect.any(String), relevantForTransactions: true },
      trustedForDelegateCall: true,
    })
    const abi = (multiSend.contractAbi as { abi: { name?: string }[] }).abi
    expect(abi.map((item) => item.name)).toContain('multiSend')
    expect((await getContract('1337', canonicalAddresses.safeL2)).trustedForDelegateCall).toBe(false)
  })

  it('answers 404 {code, message} for an address it knows nothing of', async () => {
    const response = await fetch(`${stack.gateway.url}/v1/chains/1337/contracts/${stack.devnet.accounts[9]!.address}`)
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { code: 404, message: expect.stringMatching(/^No contract known at 0x/) },
    })
  })
})

describe('GET /v1/safes (overviews)', () => {
  it('values a Safe as the balances route does, and counts the queue the default queue shows', async () => {
    const propose = async (nonce: bigint, signers: number[]) =>
      proposeTransaction(
        '1337',
        safe,
        await buildTestProposal(stack.devnet, {
          safe,
          tx: createSafeTx({ to: stack.devnet.accounts[9]!.address, value: nonce + 1n, nonce }),
          sender: 4,
          signers,
        }),
      )
    await propose(0n, [4])
    await propose(1n, [4])
    // Without a signature: untrusted, hidden from the default queue.
    await propose(2n, [])

    const balances = await getBalances('1337', safe, 'usd', { trusted: false, exclude_spam: true })
    const [overview] = await getSafeOverviews([`1337:${safe}`], {
      currency: 'usd',
      trusted: false,
      exclude_spam: true,
      wallet_address: stack.devnet.accounts[5]!.address,
    })
    expect(Number(balances.fiatTotal)).toBeGreaterThan(0)
    expect(overview?.fiatTotal).toBe(balances.fiatTotal)

    const queue = await getTransactionQueue('1337', safe)
    const listed = queue.results.filter((item) => item.type === 'TRANSACTION')
    expect(listed).toHaveLength(2)
    expect(overview?.queued).toBe(listed.length)
    expect(overview?.awaitingConfirmation).toBe(2)
  })
})

describe('GET /v1/chains/{chainId}/safe-apps', () => {
  it('answers absolute app and icon URLs to a wallet on another origin', async () => {
    const apps = await getSafeApps('1337', { client_url: 'https://app.safe.global' })
    expect(apps.length).toBeGreaterThan(0)
    for (const app of apps) {
      expect(() => new URL(app.url)).not.toThrow()
      expect(() => new URL(app.iconUrl)).not.toThrow()
      expect(new URL(app.url).origin).not.toBe('https://app.safe.global')
    }
  })
})
