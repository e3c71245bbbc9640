import { type Address, getAddress, type Hex, hashTypedData, recoverAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gatewayFailure, mockGateway } from '../../testing/mockGateway'
import { addProposer } from './addProposer'
import { describeProposerError } from './describeProposerError'
import { removeProposer } from './removeProposer'

const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const wallet = { address: owner.address, signTypedData: owner.signTypedData }
const SAFE = getAddress('0x00000000000000000000000000000000000000aa')
const PROPOSER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const now = new Date('2026-11-28T04:30:00Z')

/** What Safe{Wallet} has its owner sign (Safe{Wallet}'s `signDelegate`): written out here, not taken from protocol. */
function safeWalletDigest(chainId: number, delegate: Address, at: Date) {
  return hashTypedData({
    domain: { name: 'Safe Transaction Service', version: '1.0', chainId },
    types: {
      Delegate: [
        { name: 'delegateAddress', type: 'address' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'Delegate',
    message: { delegateAddress: delegate, totp: BigInt(Math.floor(at.getTime() / 3_600_000)) },
  })
}

afterEach(() => vi.unstubAllGlobals())

/** Owner 0 adds PROPOSER as "Books" to SAFE on chain 1337, through the gateway at http://gw. */
const addBooks = () =>
  addProposer({ gatewayUrl: 'http://gw', chainId: 1337, safe: SAFE, proposer: PROPOSER, label: 'Books', wallet, now })

describe('proposer actions', () => {
  it('adds a proposer with the owner’s signature over the hourly counter, as Safe{Wallet} signs it', async () => {
    const fetchMock = mockGateway([['/v2/chains/1337/delegates', () => new Response('', { status: 200 })]])
    await addBooks()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('http://gw/v2/chains/1337/delegates')
    expect(init?.method).toBe('POST')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({ safe: SAFE, delegate: PROPOSER, delegator: owner.address, label: 'Books' })
    expect(
      await recoverAddress({ hash: safeWalletDigest(1337, PROPOSER, now), signature: body.signature as Hex }),
    ).toBe(owner.address)
  })

  it('removes a proposer of this Safe with the signature of the connected delegator', async () => {
    const fetchMock = mockGateway([[`/v2/chains/1337/delegates/${PROPOSER}`, () => new Response('', { status: 200 })]])
    await removeProposer({
      gatewayUrl: 'http://gw',
      chainId: 1337,
      proposer: { safe: SAFE, delegate: PROPOSER, delegator: owner.address, label: 'Books' },
      wallet,
      now,
    })
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.method).toBe('DELETE')
    const body = JSON.parse(String(init?.body))
    expect(body).toMatchObject({ delegator: owner.address, safe: SAFE })
    expect(await recoverAddress({ hash: safeWalletDigest(1337, PROPOSER, now), signature: body.signature })).toBe(
      owner.address,
    )
  })

  it('says in a sentence why the gateway refused', async () => {
    mockGateway([['/v2/chains/1337/delegates', gatewayFailure(401, 'Sign in first')]])
    const failure = await addBooks().catch((error: unknown) => error)
    expect(describeProposerError(failure)).toBe(
      'Sign in with the connected wallet first, then try again. Nothing changed.',
    )
  })
})
