import { type AddressInfo, createServer } from 'node:net'
import { createSafe, type Devnet, startDevnet } from '@strongroom/devnet'
import {
  canonicalAddresses,
  EIP1271_MAGIC_VALUE,
  eip1271Abi,
  encodeSafeSetup,
  getSafeMessageTypedData,
  safeProxyFactoryAbi,
} from '@strongroom/protocol'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashMessage,
  type PublicClient,
  serializeErc6492Signature,
} from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { revokeContractSessions } from '../auth/sessions/revokeContractSessions'
import { createChainClient } from '../indexer/fetch/createChainClient'
import { type AuthTestApp, cookiePair, createAuthTestApp, TEST_ORIGIN } from '../testing/createAuthTestApp'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { testConfig } from '../testing/testChainConfig'

const HOUR = 3_600_000
const DAY = 24 * HOUR
const SESSION_COOKIE =
  /^__Host-strongroom_session=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Strict$/

let devnet: Devnet
let testDb: TestDb
let client: PublicClient
let t: AuthTestApp

const address = (index: number): Address => devnet.accounts[index]!.address
const signer = (index: number) => (message: string) => devnet.walletClient(index).signMessage({ message })

/** An owner's EIP-1271 signature for a Safe: the owner signs the SafeMessage of the message's EIP-191 hash. */
function safeOwnerSigner(owner: number, safe: Address) {
  return (message: string) =>
    devnet
      .walletClient(owner)
      .signTypedData(
        getSafeMessageTypedData({ chainId: devnet.chainId, safeAddress: safe, data: hashMessage(message) }),
      )
}

/** Setup of a 1-of-1 Safe 1.4.1 and the factory calldata that would deploy it (what EIP-6492 wraps). */
async function counterfactualSafe(owner: Address, saltNonce: bigint): Promise<{ safe: Address; factoryData: Hex }> {
  const initializer = encodeSafeSetup({ owners: [owner], threshold: 1 })
  const args = [canonicalAddresses.safeL2, initializer, saltNonce] as const
  const { result: safe } = await devnet.publicClient.simulateContract({
    address: canonicalAddresses.safeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args,
  })
  const factoryData = encodeFunctionData({ abi: safeProxyFactoryAbi, functionName: 'createProxyWithNonce', args })
  return { safe, factoryData }
}

/** A local port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet({ demo: false }), openTestDb()])
  client = createChainClient(testConfig(devnet).chains[0]!)
  t = await createAuthTestApp({ db: testDb.db, chains: new Map([['1337', { client }]]) })
})

afterAll(async () => {
  await t?.app.close()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

beforeEach(() => {
  t.clock.now = new Date()
})

describe('GET /v1/auth/nonce', () => {
  it('hands out unpredictable single-use nonces', async () => {
    const [first, second] = [await t.nonce(), await t.nonce()]
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(second).not.toBe(first)
    // viem's generateSiweNonce would fail this: its consecutive nonces share all but one character.
    expect(second).not.toContain(first.slice(1, 17))
  })

  it('is never cached', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/auth/nonce' })
    expect(response.headers['cache-control']).toBe('no-store')
  })
})

describe('POST /v1/auth/verify', () => {
  it('signs an EOA in and sets a Secure, HttpOnly, SameSite=Strict session cookie', async () => {
    const { response, cookie } = await t.signIn(address(1), signer(1))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ address: address(1), chainId: '1337', expiresAt: t.clock.now.getTime() + DAY })
    expect(response.headers['set-cookie']).toMatch(SESSION_COOKIE)

    const me = await t.request({ method: 'GET', url: '/v1/auth/me', cookie })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual(response.json())
  })

  it.each(['localhost:8787', '127.0.0.1:8787'])('drops Secure (and the __Host- prefix) on %s', async (host) => {
    const text = t.message({ address: address(1), nonce: await t.nonce() })
    const response = await t.verify({ message: text, signature: await signer(1)(text) }, { host })
    expect(response.statusCode).toBe(200)
    expect(response.headers['set-cookie']).toMatch(
      /^strongroom_session=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Strict$/,
    )
    const me = await t.request({ method: 'GET', url: '/v1/auth/me', cookie: cookiePair(response), headers: { host } })
    expect(me.statusCode).toBe(200)
  })

  it('signs in a message from the devnet web app on http://localhost', async () => {
    const { response } = await t.signIn(address(1), signer(1), { origin: 'http://localhost:5173' })
    expect(response.statusCode).toBe(200)
  })

  it('ends the session at the message expiration time when that comes first', async () => {
    const expirationTime = new Date(t.clock.now.getTime() + 5 * 60_000)
    const { response } = await t.signIn(address(1), signer(1), { expirationTime })
    expect(response.json().expiresAt).toBe(expirationTime.getTime())
    expect(response.headers['set-cookie']).toContain('; Max-Age=300;')
  })

  it('signs a deployed 1-of-1 Safe in through EIP-1271', async () => {
    const safe = await createSafe(devnet, { owners: [2], threshold: 1 })
    const text = t.message({ address: safe, nonce: await t.nonce() })
    const signature = await safeOwnerSigner(2, safe)(text)
    // The Safe itself accepts the owner's signature for the message's EIP-191 hash.
    const magic = await devnet.publicClient.readContract({
      address: safe,
      abi: eip1271Abi,
      functionName: 'isValidSignature',
      args: [hashMessage(text), signature],
    })
    expect(magic).toBe(EIP1271_MAGIC_VALUE)

    const response = await t.verify({ message: text, signature })
    expect(response.statusCode).toBe(200)
    // Contract accounts get the shorter lifetime: isValidSignature may change with the Safe's owners.
    expect(response.json()).toEqual({ address: safe, chainId: '1337', expiresAt: t.clock.now.getTime() + HOUR })
    expect(response.headers['set-cookie']).toContain('; Max-Age=3600;')
  })

  it('refuses a Safe signature by an address that is not its owner', async () => {
    const safe = await createSafe(devnet, { owners: [2], threshold: 1 })
    const { response } = await t.signIn(safe, safeOwnerSigner(4, safe))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, message: 'Invalid signature' })
  })

  it('signs an undeployed Safe in through EIP-6492, without deploying it', async () => {
    const { safe, factoryData } = await counterfactualSafe(address(3), 6492n)
    expect(await devnet.publicClient.getCode({ address: safe })).toBeUndefined()
    const sign = async (message: string) =>
      serializeErc6492Signature({
        address: canonicalAddresses.safeProxyFactory,
        data: factoryData,
        signature: await safeOwnerSigner(3, safe)(message),
      })
    const { response } = await t.signIn(safe, sign)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ address: safe, chainId: '1337', expiresAt: t.clock.now.getTime() + HOUR })
    expect(await devnet.publicClient.getCode({ address: safe })).toBeUndefined()
  })

  it('refuses an EIP-6492 signature whose inner signature is not the owner’s', async () => {
    const { safe, factoryData } = await counterfactualSafe(address(3), 6493n)
    const sign = async (message: string) =>
      serializeErc6492Signature({
        address: canonicalAddresses.safeProxyFactory,
        data: factoryData,
        signature: await safeOwnerSigner(5, safe)(message),
      })
    const { response } = await t.signIn(safe, sign)
    expect(response.json()).toEqual({ code: 401, message: 'Invalid signature' })
  })

  it('refuses a replayed nonce', async () => {
    const text = t.message({ address: address(1), nonce: await t.nonce() })
    const body = { message: text, signature: await signer(1)(text) }
    expect((await t.verify(body)).statusCode).toBe(200)
    const replay = await t.verify(body)
    expect(replay.statusCode).toBe(401)
    expect(replay.json()).toEqual({ code: 401, message: 'Nonce already used or unknown' })
    expect(replay.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a nonce it never issued', async () => {
    const text = t.message({ address: address(1), nonce: 'NotIssuedByUs1234' })
    const response = await t.verify({ message: text, signature: await signer(1)(text) })
    expect(response.json()).toEqual({ code: 401, message: 'Nonce already used or unknown' })
  })

  it('burns the nonce on a failed attempt', async () => {
    const nonce = await t.nonce()
    const wrong = t.message({ address: address(1), nonce, origin: 'https://evil.example.org' })
    expect((await t.verify({ message: wrong, signature: await signer(1)(wrong) })).statusCode).toBe(403)
    const right = t.message({ address: address(1), nonce })
    const response = await t.verify({ message: right, signature: await signer(1)(right) })
    expect(response.json()).toEqual({ code: 401, message: 'Nonce already used or unknown' })
  })

  it('refuses an expired nonce', async () => {
    const nonce = await t.nonce()
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60_000 + 1)
    const text = t.message({ address: address(1), nonce })
    const response = await t.verify({ message: text, signature: await signer(1)(text) })
    expect(response.json()).toEqual({ code: 401, message: 'Nonce expired' })
  })

  it('accepts a nonce issued by another gateway process on the same database', async () => {
    const other = await createAuthTestApp({ db: testDb.db, chains: new Map([['1337', { client }]]) })
    try {
      const text = t.message({ address: address(1), nonce: await other.nonce() })
      expect((await t.verify({ message: text, signature: await signer(1)(text) })).statusCode).toBe(200)
    } finally {
      await other.app.close()
    }
  })

  it('refuses a message for another domain', async () => {
    const { response } = await t.signIn(address(1), signer(1), { origin: 'https://evil.example.org' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      code: 403,
      message:
        'Message domain https://evil.example.org does not match the allowed sign-in origins (https://wallet.example.org, http://localhost:5173)',
    })
  })

  it('refuses a URI on another origin', async () => {
    const text = t
      .message({ address: address(1), nonce: await t.nonce() })
      .replace(`URI: ${TEST_ORIGIN}`, 'URI: https://evil.example.org')
    const response = await t.verify({ message: text, signature: await signer(1)(text) })
    expect(response.json()).toEqual({
      code: 403,
      message: 'Message URI https://evil.example.org is not on origin https://wallet.example.org',
    })
  })

  it('refuses a chain the gateway does not serve', async () => {
    const { response } = await t.signIn(address(1), signer(1), { chainId: 1 })
    expect(response.json()).toEqual({ code: 403, message: 'Message chain ID 1 is not served here (served: 1337)' })
  })

  it('refuses an expired message', async () => {
    const issuedAt = new Date(t.clock.now.getTime() - 5 * 60_000)
    const expirationTime = new Date(t.clock.now.getTime() - 1000)
    const { response } = await t.signIn(address(1), signer(1), { issuedAt, expirationTime })
    expect(response.json()).toEqual({ code: 401, message: `Message expired at ${expirationTime.toISOString()}` })
  })

  it('refuses a message whose not-before time is ahead', async () => {
    const notBefore = new Date(t.clock.now.getTime() + 5 * 60_000)
    const { response } = await t.signIn(address(1), signer(1), { notBefore })
    expect(response.json()).toEqual({ code: 401, message: `Message is not valid before ${notBefore.toISOString()}` })
  })

  it('refuses a message issued in the future beyond the clock skew', async () => {
    const issuedAt = new Date(t.clock.now.getTime() + 2 * 60_000)
    const { response } = await t.signIn(address(1), signer(1), { issuedAt })
    expect(response.json()).toEqual({
      code: 401,
      message: `Message issued at ${issuedAt.toISOString()} is in the future`,
    })
  })

  it('refuses a tampered signature', async () => {
    const text = t.message({ address: address(1), nonce: await t.nonce() })
    const signature = await signer(1)(text)
    const flipped = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}` as Hex
    const response = await t.verify({ message: text, signature: flipped })
    expect(response.json()).toEqual({ code: 401, message: 'Invalid signature' })
  })

  it('refuses a signature by another key', async () => {
    const { response } = await t.signIn(address(1), signer(2))
    expect(response.json()).toEqual({ code: 401, message: 'Invalid signature' })
  })

  it('refuses a message changed after signing', async () => {
    const text = t.message({ address: address(1), nonce: await t.nonce(), statement: 'Sign in.' })
    const signature = await signer(1)(text)
    const response = await t.verify({ message: text.replace('Sign in.', 'Sign in!'), signature })
    expect(response.json()).toEqual({ code: 401, message: 'Invalid signature' })
  })

  it('answers 422 for text that is not an EIP-4361 message', async () => {
    const response = await t.verify({ message: 'please let me in', signature: '0x00' })
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toMatch(/^Message does not start with/)
  })

  it('answers 400 naming the field for a malformed body', async () => {
    const response = await t.verify({ message: 'x', signature: 'nope' as Hex })
    expect(response.json()).toEqual({ code: 400, message: 'body.signature: must be 0x-prefixed hex with whole bytes' })
  })

  it('refuses a browser request whose Origin differs from the message origin', async () => {
    const text = t.message({ address: address(1), nonce: await t.nonce() })
    const response = await t.verify(
      { message: text, signature: await signer(1)(text) },
      { origin: 'http://localhost:5173' },
    )
    expect(response.json()).toEqual({
      code: 403,
      message: 'Origin http://localhost:5173 is not allowed here (expected https://wallet.example.org)',
    })
  })

  it('answers 503 when the chain node is down, not "invalid signature"', async () => {
    const deadClient = createChainClient({
      ...testConfig(devnet).chains[0]!,
      rpcUrl: `http://127.0.0.1:${await closedPort()}`,
    })
    const offline = await createAuthTestApp({ db: testDb.db, chains: new Map([['1337', { client: deadClient }]]) })
    try {
      const safe = await createSafe(devnet, { owners: [2], threshold: 1 })
      const { response } = await offline.signIn(safe, safeOwnerSigner(2, safe))
      expect(response.json()).toEqual({ code: 503, message: 'Chain RPC unavailable' })
    } finally {
      await offline.app.close()
    }
  })
})

describe('sessions', () => {
  it('GET /v1/auth/me answers 401 without a session cookie', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/auth/me' })
    expect(response.json()).toEqual({ code: 401, message: 'Sign-in required' })
  })

  it('GET /v1/auth/me answers 401 for an unknown session id', async () => {
    const cookie = `__Host-strongroom_session=${'A'.repeat(43)}`
    const response = await t.request({ method: 'GET', url: '/v1/auth/me', cookie })
    expect(response.json()).toEqual({ code: 401, message: 'Session expired or signed out' })
  })

  it('expires sessions', async () => {
    const { cookie } = await t.signIn(address(1), signer(1))
    t.clock.now = new Date(t.clock.now.getTime() + DAY)
    const response = await t.request({ method: 'GET', url: '/v1/auth/me', cookie })
    expect(response.json()).toEqual({ code: 401, message: 'Session expired or signed out' })
  })

  it('POST /v1/auth/logout ends the session and clears the cookie with an empty 200', async () => {
    const { cookie } = await t.signIn(address(1), signer(1))
    const logout = await t.request({
      method: 'POST',
      url: '/v1/auth/logout',
      cookie,
      headers: { 'content-type': 'application/json' },
    })
    expect(logout.statusCode).toBe(200)
    expect(logout.headers['content-length']).toBe('0')
    expect(logout.body).toBe('')
    expect(logout.headers['set-cookie']).toBe(
      '__Host-strongroom_session=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict',
    )
    const me = await t.request({ method: 'GET', url: '/v1/auth/me', cookie })
    expect(me.json()).toEqual({ code: 401, message: 'Session expired or signed out' })
  })

  it('POST /v1/auth/logout without a session still answers 200', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/logout', payload: {} })
    expect(response.statusCode).toBe(200)
  })

  it('a new sign-in replaces the session the browser sent', async () => {
    const first = await t.signIn(address(1), signer(1))
    const text = t.message({ address: address(1), nonce: await t.nonce() })
    const second = await t.request({
      method: 'POST',
      url: '/v1/auth/verify',
      payload: { message: text, signature: await signer(1)(text) },
      cookie: first.cookie,
    })
    expect(second.statusCode).toBe(200)
    const old = await t.request({ method: 'GET', url: '/v1/auth/me', cookie: first.cookie })
    expect(old.statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: '/v1/auth/me', cookie: cookiePair(second) })).statusCode).toBe(200)
  })

  it('revokeContractSessions ends a Safe’s sessions and leaves its owner’s', async () => {
    const safe = await createSafe(devnet, { owners: [2], threshold: 1 })
    const asSafe = await t.signIn(safe, safeOwnerSigner(2, safe))
    const asOwner = await t.signIn(address(2), signer(2))
    expect(await revokeContractSessions(testDb.db, { chainId: '1337', address: safe })).toBe(1)
    expect((await t.request({ method: 'GET', url: '/v1/auth/me', cookie: asSafe.cookie })).statusCode).toBe(401)
    expect((await t.request({ method: 'GET', url: '/v1/auth/me', cookie: asOwner.cookie })).statusCode).toBe(200)
  })

  it('refuses a session request from a page on a foreign origin', async () => {
    const { cookie } = await t.signIn(address(1), signer(1))
    const response = await t.request({
      method: 'GET',
      url: '/v1/auth/me',
      cookie,
      headers: { origin: 'https://evil.example.org' },
    })
    expect(response.json()).toEqual({
      code: 403,
      message:
        'Origin https://evil.example.org is not allowed here (expected https://wallet.example.org or http://localhost:5173)',
    })
  })
})
