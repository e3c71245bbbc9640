import { type Devnet, startDevnet } from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClient } from '../indexer/fetch/createChainClient'
import { type AuthTestApp, createAuthTestApp } from '../testing/createAuthTestApp'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { testConfig } from '../testing/testChainConfig'

const TOKEN = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const DEFAULTS = { theme: 'system', currency: 'usd', hiddenTokens: {} }

let devnet: Devnet
let testDb: TestDb
let t: AuthTestApp

const account = (index: number): Address => devnet.accounts[index]!.address
const signer = (index: number) => (message: string) => devnet.walletClient(index).signMessage({ message })

const get = async (cookie?: string) =>
  (await t.request({ method: 'GET', url: '/v1/user/settings', ...(cookie ? { cookie } : {}) })).json()
const put = (cookie: string, payload: object) => t.request({ method: 'PUT', url: '/v1/user/settings', cookie, payload })

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet({ deploy: false, demo: false }), openTestDb()])
  t = await createAuthTestApp({
    db: testDb.db,
    chains: new Map([['1337', { client: createChainClient(testConfig(devnet).chains[0]!) }]]),
  })
})

afterAll(async () => {
  await t?.app.close()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

describe('user settings', () => {
  it('answers 401 without a session', async () => {
    expect(await get()).toEqual({ code: 401, message: 'Sign-in required' })
    const response = await t.request({ method: 'PUT', url: '/v1/user/settings', payload: DEFAULTS })
    expect(response.statusCode).toBe(401)
  })

  it('starts from the defaults, then stores normalised settings per account', async () => {
    const alice = (await t.signIn(account(1), signer(1))).cookie
    const bob = (await t.signIn(account(2), signer(2))).cookie
    expect(await get(alice)).toEqual(DEFAULTS)

    const saved = await put(alice, {
      theme: 'dark',
      currency: 'EUR',
      hiddenTokens: { '1337': [TOKEN.toLowerCase(), TOKEN] },
    })
    const expected = { theme: 'dark', currency: 'eur', hiddenTokens: { '1337': [TOKEN] } }
    expect(saved.json()).toEqual(expected)
    expect(await get(alice)).toEqual(expected)
    expect(await get(bob)).toEqual(DEFAULTS)

    // A PUT replaces the whole object; omitted fields fall back to their defaults.
    expect((await put(alice, { theme: 'light' })).json()).toEqual({ ...DEFAULTS, theme: 'light' })
  })

  it.each([
    [{ theme: 'neon' }, 'body.theme: Invalid option: expected one of "light"|"dark"|"system"'],
    [{ currency: 'euro' }, 'body.currency: must be a 3-letter ISO 4217 currency code'],
    [{ hiddenTokens: { '1337': ['0x12'] } }, 'body.hiddenTokens.1337.0: must be a 0x-prefixed 20-byte hex address'],
    [{ hiddenTokens: { mainnet: [TOKEN] } }, 'body.hiddenTokens.mainnet: must be a decimal chain id'],
    [{ language: 'fr' }, 'body: Unrecognized key: "language"'],
  ])('refuses %j with a precise 400 and keeps what was stored', async (payload, message) => {
    const carol = (await t.signIn(account(3), signer(3))).cookie
    await put(carol, { theme: 'dark' })
    const response = await put(carol, payload)
    expect(response.json()).toEqual({ code: 400, message })
    expect(await get(carol)).toEqual({ ...DEFAULTS, theme: 'dark' })
  })
})
