import { describe, expect, it, vi } from 'vitest'
import { saveNotificationNames } from './notificationNamesCache'
import { loadNotificationsWorker as loadWorker } from './testing/loadNotificationsWorker'
import { memoryCacheStorage } from './testing/memoryCacheStorage'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('notifications service worker', () => {
  it("shows a gateway event with its type's title and the Safe, and links to the Safe", async () => {
    const worker = loadWorker()
    await worker.push(
      JSON.stringify({ type: 'PENDING_MULTISIG_TRANSACTION', chainId: '1337', address: SAFE, safeTxHash: '0xabc' }),
    )
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('New transaction to confirm', {
      body: 'A transaction of Safe 0xd9f8…D172 waits for confirmations.',
      data: { url: `/1337:${SAFE}` },
      tag: `PENDING_MULTISIG_TRANSACTION:${SAFE}:0xabc`,
    })
  })

  it('says a proposal without any owner’s signature is unsigned (docs/web-security.md §2.4)', async () => {
    const worker = loadWorker()
    const proposal = { type: 'PENDING_MULTISIG_TRANSACTION', chainId: '1337', address: SAFE, safeTxHash: '0xabc' }
    await worker.push(JSON.stringify({ ...proposal, signed: 'false' }))
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith('Unsigned proposal', {
      body: "Someone posted a transaction for Safe 0xd9f8…D172 without an owner's signature. Check what it does before you sign.",
      data: { url: `/1337:${SAFE}` },
      tag: `PENDING_MULTISIG_TRANSACTION:${SAFE}:0xabc`,
    })
  })

  it('names the owner of a confirmation and a failed execution', async () => {
    const worker = loadWorker()
    await worker.push(JSON.stringify({ type: 'NEW_CONFIRMATION', chainId: '1337', address: SAFE, owner: OWNER }))
    await worker.push(
      JSON.stringify({ type: 'EXECUTED_MULTISIG_TRANSACTION', chainId: '1337', address: SAFE, failed: 'true' }),
    )
    const shown = worker.scope.registration.showNotification.mock.calls.map(([title, options]) => [title, options.body])
    expect(shown).toEqual([
      ['Transaction confirmed', '0x7099…79C8 confirmed a transaction of Safe 0xd9f8…D172.'],
      ['Transaction executed', 'A transaction of Safe 0xd9f8…D172 was executed, but it failed.'],
    ])
  })

  it("shows a push's own title and text, and a push that is not JSON as its text", async () => {
    const worker = loadWorker()
    await worker.push(JSON.stringify({ title: 'Maintenance', body: 'The gateway restarts at 10:00.' }))
    await worker.push('Plain words')
    await worker.push(null)
    const shown = worker.scope.registration.showNotification.mock.calls.map(([title, options]) => [
      title,
      options.body,
      options.data,
    ])
    expect(shown).toEqual([
      ['Maintenance', 'The gateway restarts at 10:00.', { url: '/' }],
      ['Safe activity', 'Plain words', { url: '/' }],
      ['Safe activity', '', { url: '/' }],
    ])
  })

  it('names the Safe and the owner as the page named them, and a renamed Safe by its new name', async () => {
    const caches = memoryCacheStorage()
    const worker = loadWorker([], { caches, origin: window.location.origin })
    const texts = () => worker.scope.registration.showNotification.mock.calls.map(([, options]) => options.body)
    const confirmation = { type: 'NEW_CONFIRMATION', chainId: '1337', address: SAFE, owner: OWNER }
    await saveNotificationNames(1337, { [SAFE.toLowerCase()]: 'Treasury', [OWNER.toLowerCase()]: 'Alice' }, caches)
    await worker.push(JSON.stringify(confirmation))
    await saveNotificationNames(1337, { [SAFE.toLowerCase()]: 'Payroll' }, caches)
    await worker.push(JSON.stringify(confirmation))
    // Names are per chain: the same address on another chain is not this Safe.
    await worker.push(JSON.stringify({ ...confirmation, chainId: '1' }))
    await saveNotificationNames(1337, null, caches)
    await worker.push(JSON.stringify(confirmation))
    expect(texts()).toEqual([
      'Alice confirmed a transaction of Treasury.',
      '0x7099…79C8 confirmed a transaction of Payroll.',
      '0x7099…79C8 confirmed a transaction of Safe 0xd9f8…D172.',
      '0x7099…79C8 confirmed a transaction of Safe 0xd9f8…D172.',
    ])
  })

  it('shows addresses when the names left for it do not read or the browser has no cache', async () => {
    const caches = memoryCacheStorage()
    const cache = await caches.open('strongroom-notification-names')
    const push = JSON.stringify({ type: 'INCOMING_TOKEN', chainId: '1337', address: SAFE })
    const worker = loadWorker([], { caches, origin: window.location.origin })
    for (const body of ['not json', '["Treasury"]', JSON.stringify({ [SAFE.toLowerCase()]: 42 }), '{"toString": 1}']) {
      await cache.put(`${window.location.origin}/notification-names/1337.json`, new Response(body))
      await worker.push(push)
    }
    await loadWorker().push(push)
    const texts = worker.scope.registration.showNotification.mock.calls.map(([, options]) => options.body)
    expect(new Set(texts)).toEqual(new Set(['Safe 0xd9f8…D172 received tokens.']))
    expect(texts).toHaveLength(4)
  })

  it('focuses a window already on the Safe when clicked, or opens one', async () => {
    const focus = vi.fn(async () => undefined)
    const already = loadWorker([{ url: `https://wallet.test/1337:${SAFE}`, focus }])
    const close = vi.fn()
    await already.dispatch('notificationclick', { notification: { close, data: { url: `/1337:${SAFE}` } } })
    expect(close).toHaveBeenCalled()
    expect(focus).toHaveBeenCalled()
    expect(already.scope.clients.openWindow).not.toHaveBeenCalled()

    const fresh = loadWorker([{ url: 'https://wallet.test/settings', focus }])
    await fresh.dispatch('notificationclick', { notification: { close, data: { url: `/1337:${SAFE}` } } })
    expect(fresh.scope.clients.openWindow).toHaveBeenCalledWith(`https://wallet.test/1337:${SAFE}`)
  })
})
