import { type Devnet, startDevnet } from '@strongroom/devnet'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ADDRESS_BOOK_ENTRIES } from '../domain/address-book/saveAddressBookEntry'
import { createChainClient } from '../indexer/fetch/createChainClient'
import { type AuthTestApp, createAuthTestApp } from '../testing/createAuthTestApp'
import { openTestDb, type TestDb } from '../testing/openTestDb'
import { testConfig } from '../testing/testChainConfig'

const ALICE_FRIEND = '0x1111111111111111111111111111111111111111'
const MIXED = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

let devnet: Devnet
let testDb: TestDb
let t: AuthTestApp
let alice: string
let bob: string

const account = (index: number): Address => devnet.accounts[index]!.address
const signer = (index: number) => (message: string) => devnet.walletClient(index).signMessage({ message })

async function list(cookie: string, query = ''): Promise<unknown> {
  return (await t.request({ method: 'GET', url: `/v1/address-book${query}`, cookie })).json()
}

function post(cookie: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.request({ method: 'POST', url: '/v1/address-book', cookie, payload: payload as object, headers })
}

beforeAll(async () => {
  ;[devnet, testDb] = await Promise.all([startDevnet({ deploy: false, demo: false }), openTestDb()])
  const client = createChainClient(testConfig(devnet).chains[0]!)
  // Two served chains on one node: an EOA's signature does not depend on the chain, so both sign-ins verify.
  t = await createAuthTestApp({
    db: testDb.db,
    chains: new Map([
      ['1337', { client }],
      ['10', { client }],
    ]),
  })
  alice = (await t.signIn(account(1), signer(1))).cookie
  bob = (await t.signIn(account(2), signer(2))).cookie
})

afterAll(async () => {
  await t?.app.close()
  await Promise.all([testDb?.dispose(), devnet?.stop()])
})

describe('address book', () => {
  it('answers 401 on every route without a session', async () => {
    const calls = [
      { method: 'GET', url: '/v1/address-book' },
      { method: 'POST', url: '/v1/address-book', payload: { chainId: '1337', address: MIXED, name: 'x' } },
      { method: 'PUT', url: `/v1/address-book/1337/${MIXED}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/v1/address-book/1337/${MIXED}` },
    ] as const
    for (const call of calls) {
      const response = await t.request(call)
      expect(response.json(), `${call.method} ${call.url}`).toEqual({ code: 401, message: 'Sign-in required' })
    }
  })

  it('adds, renames, lists, filters and deletes entries', async () => {
    const added = await post(alice, { chainId: '1337', address: MIXED.toLowerCase(), name: '  Exchange  ' })
    expect(added.statusCode).toBe(200)
    expect(added.json()).toEqual({ chainId: '1337', address: MIXED, name: 'Exchange' })

    // POST of an existing chain + address renames it (upsert), PUT at its URL too, and PUT creates missing ones.
    await post(alice, { chainId: '1337', address: MIXED, name: 'Exchange hot wallet' })
    const put = await t.request({
      method: 'PUT',
      url: `/v1/address-book/10/${ALICE_FRIEND}`,
      cookie: alice,
      payload: { name: 'Friend on OP' },
    })
    expect(put.json()).toEqual({ chainId: '10', address: ALICE_FRIEND, name: 'Friend on OP' })
    await t.request({
      method: 'PUT',
      url: `/v1/address-book/1337/${ALICE_FRIEND}`,
      cookie: alice,
      payload: { name: 'Friend' },
    })

    expect(await list(alice)).toEqual([
      { chainId: '10', address: ALICE_FRIEND, name: 'Friend on OP' },
      { chainId: '1337', address: MIXED, name: 'Exchange hot wallet' },
      { chainId: '1337', address: ALICE_FRIEND, name: 'Friend' },
    ])
    expect(await list(alice, '?chainId=10')).toEqual([{ chainId: '10', address: ALICE_FRIEND, name: 'Friend on OP' }])

    const deleted = await t.request({ method: 'DELETE', url: `/v1/address-book/10/${ALICE_FRIEND}`, cookie: alice })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.headers['content-length']).toBe('0')
    expect(await list(alice, '?chainId=10')).toEqual([])
    const again = await t.request({ method: 'DELETE', url: `/v1/address-book/10/${ALICE_FRIEND}`, cookie: alice })
    expect(again.json()).toEqual({ code: 404, message: `No address book entry for ${ALICE_FRIEND} on chain 10` })
  })

  it('keeps each account’s book to itself', async () => {
    await post(alice, { chainId: '1337', address: MIXED, name: 'Alice’s label' })
    expect(await list(bob)).toEqual([])
    const steal = await t.request({ method: 'DELETE', url: `/v1/address-book/1337/${MIXED}`, cookie: bob })
    expect(steal.statusCode).toBe(404)
    await post(bob, { chainId: '1337', address: MIXED, name: 'Bob’s label' })
    expect(await list(alice, '?chainId=1337')).toContainEqual({
      chainId: '1337',
      address: MIXED,
      name: 'Alice’s label',
    })
    expect(await list(bob)).toEqual([{ chainId: '1337', address: MIXED, name: 'Bob’s label' }])
  })

  it('shares an EOA’s book across the chains it signs in on', async () => {
    const onOptimism = await t.signIn(account(1), signer(1), { chainId: 10 })
    expect(onOptimism.response.json().chainId).toBe('10')
    expect(await list(onOptimism.cookie)).toEqual(await list(alice))
  })

  it.each([
    [{ chainId: '1337', address: MIXED, name: '   ' }, 'body.name: must not be empty'],
    [{ chainId: '1337', address: MIXED, name: 'x'.repeat(51) }, 'body.name: must be at most 50 characters'],
    [{ chainId: '1337', address: MIXED, name: 'two\nlines' }, 'body.name: must not contain control characters'],
    [{ chainId: '1337', address: MIXED.replace('b', 'B'), name: 'n' }, 'body.address: has an invalid EIP-55 checksum'],
    [{ chainId: '1337', address: '0x1234', name: 'n' }, 'body.address: must be a 0x-prefixed 20-byte hex address'],
    [{ chainId: '0x539', address: MIXED, name: 'n' }, 'body.chainId: must be a decimal chain id'],
    [{ chainId: 1337, address: MIXED, name: 'n' }, 'body.chainId: Invalid input: expected string, received number'],
    [{ chainId: '1337', address: MIXED, name: 'n', note: 'x' }, 'body: Unrecognized key: "note"'],
  ])('refuses %j with a precise 400 and stores nothing', async (payload, message) => {
    const before = await list(bob)
    const response = await post(bob, { ...payload })
    expect(response.json()).toEqual({ code: 400, message })
    expect(await list(bob)).toEqual(before)
  })

  it('refuses a bad address in the path', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/v1/address-book/1337/0xnope',
      cookie: bob,
      payload: { name: 'n' },
    })
    expect(response.json()).toEqual({ code: 400, message: 'params.address: must be a 0x-prefixed 20-byte hex address' })
  })

  it('refuses writes from a page on a foreign origin', async () => {
    const before = await list(bob)
    const response = await post(
      bob,
      { chainId: '1337', address: ALICE_FRIEND, name: 'n' },
      { origin: 'https://evil.example.org' },
    )
    expect(response.statusCode).toBe(403)
    expect(await list(bob)).toEqual(before)
  })

  it('refuses new entries past the limit but still renames', async () => {
    const carol = (await t.signIn(account(3), signer(3))).cookie
    await testDb.db.query(
      `insert into address_book_entries (account_address, account_chain_id, chain_id, address, name, created_at, updated_at)
       select $1, '', '1337', '0x' || lpad(to_hex(n), 40, '0'), 'n' || n, now(), now()
         from generate_series(1, $2::int) as n`,
      [account(3), MAX_ADDRESS_BOOK_ENTRIES],
    )
    const full = await post(carol, { chainId: '1337', address: MIXED, name: 'one too many' })
    expect(full.json()).toEqual({ code: 422, message: `Address book is full (${MAX_ADDRESS_BOOK_ENTRIES} entries)` })
    const rename = await t.request({
      method: 'PUT',
      url: '/v1/address-book/1337/0x0000000000000000000000000000000000000001',
      cookie: carol,
      payload: { name: 'renamed' },
    })
    expect(rename.statusCode).toBe(200)
  })
})
