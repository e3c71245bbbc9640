import { afterEach, describe, expect, it } from 'vitest'
import { startTransactionServiceStandIn, type TransactionServiceStandIn } from './startTransactionServiceStandIn'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const running: TransactionServiceStandIn[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((service) => service.stop()))
})

async function start(options: Parameters<typeof startTransactionServiceStandIn>[0] = {}) {
  const service = await startTransactionServiceStandIn(options)
  running.push(service)
  return service
}

async function getJson(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('startTransactionServiceStandIn', () => {
  it('pages the queue newest nonce first with absolute next/previous links, filtered like the service', async () => {
    const service = await start({ basePath: '/tx-service/dev' })
    for (let nonce = 0; nonce < 5; nonce++)
      service.addTransaction({ safe: SAFE, nonce: String(nonce), isExecuted: nonce < 2, trusted: nonce !== 3 })
    const listUrl = `${service.url}/api/v2/safes/${SAFE}/multisig-transactions/`

    const first = await getJson(`${listUrl}?executed=false&limit=1`)
    expect(first.status).toBe(200)
    // Nonces 2 and 4: 0 and 1 are executed, 3 is untrusted (hidden unless trusted=false).
    expect(first.body).toMatchObject({ count: 2, previous: null, results: [{ nonce: '4' }], countUniqueNonce: 2 })
    const second = await getJson(first.body.next as string)
    expect(second.body).toMatchObject({ count: 2, next: null, results: [{ nonce: '2' }] })
    expect(second.body.previous).toBe(`${listUrl}?executed=false&limit=1`)

    const all = await getJson(`${listUrl}?trusted=false&nonce__gte=3`)
    expect((all.body.results as { nonce: string }[]).map((record) => record.nonce)).toEqual(['4', '3'])
  })

  it('lists messages newest first and caps the page size at its max limit', async () => {
    const service = await start({ maxLimit: 2 })
    for (const text of ['a', 'b', 'c']) service.addMessage({ safe: SAFE, message: text })
    const page = await getJson(`${service.url}/api/v1/safes/${SAFE}/messages/?limit=50`)
    expect(page.body).toMatchObject({ count: 3, results: [{ message: 'c' }, { message: 'b' }] })
    expect(new URL(page.body.next as string).searchParams.get('offset')).toBe('2')
  })

  it('answers 401 without the API key, 422 for an address not checksummed, 404 elsewhere', async () => {
    const service = await start({ apiKey: 'key-1' })
    const listUrl = `${service.url}/api/v1/safes/${SAFE}/messages/`
    expect((await getJson(listUrl)).status).toBe(401)
    expect((await getJson(listUrl, { authorization: 'Bearer key-2' })).status).toBe(401)
    expect((await getJson(listUrl, { authorization: 'Bearer key-1' })).status).toBe(200)
    expect(service.stats().unauthorized).toBe(2)
    const lower = await getJson(`${service.url}/api/v1/safes/${SAFE.toLowerCase()}/messages/`, {
      authorization: 'Bearer key-1',
    })
    expect(lower).toMatchObject({ status: 422, body: { message: 'Checksum address validation failed' } })
    expect(
      (
        await getJson(`${service.url}/api/v1/safes/${SAFE}/multisig-transactions/`, {
          authorization: 'Bearer key-1',
        })
      ).status,
    ).toBe(404)
  })
})
