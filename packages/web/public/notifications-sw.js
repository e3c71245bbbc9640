// Strongroom's notifications service worker: shows the gateway's Web Push messages (RFC 8030; the payload is the
// outbox entry `{type, chainId, address, …}`) and opens the Safe when one is clicked. features/notifications
// registers it. A plain script, not part of the bundle: the browser loads it by its URL.
//
// A worker cannot read localStorage, where the names given to Safes live: the page keeps a copy of the names it shows
// (per chain, lower-case address → name) in the Cache API, which both can reach (features/notifications/
// notificationNamesCache.ts writes it; docs/notifications.md). A Safe without a name there is `Safe 0x1234…abcd`.

/** Cache and entry the page writes the names of one chain to; keep in step with notificationNamesCache.ts. */
const NAMES_CACHE = 'strongroom-notification-names'
const namesUrl = (chainId) => new URL(`notification-names/${chainId}.json`, self.location.href).href
/** Longer names are cut (the page keeps names of at most 50 characters). */
const NAME_MAX_LENGTH = 60

/** What each event type of the gateway (transaction service names) is called, and what it says about the Safe. */
const MESSAGES = {
  PENDING_MULTISIG_TRANSACTION: [
    'New transaction to confirm',
    (p) => `A transaction of ${p.safe} waits for confirmations.`,
  ],
  // A proposal without any owner's signature: anyone may post one under an owner's name (docs/web-security.md §2.4).
  UNSIGNED_PENDING_MULTISIG_TRANSACTION: [
    'Unsigned proposal',
    (p) =>
      `Someone posted a transaction for ${p.safe} without an owner's signature. Check what it does before you sign.`,
  ],
  NEW_CONFIRMATION: ['Transaction confirmed', (p) => `${p.owner} confirmed a transaction of ${p.safe}.`],
  EXECUTED_MULTISIG_TRANSACTION: [
    'Transaction executed',
    (p) => `A transaction of ${p.safe} was executed${p.failed === 'true' ? ', but it failed' : ''}.`,
  ],
  INCOMING_ETHER: ['Incoming transfer', (p) => `${p.safe} received a transfer of the native currency.`],
  INCOMING_TOKEN: ['Incoming tokens', (p) => `${p.safe} received tokens.`],
  MESSAGE_CREATED: ['New message to sign', (p) => `A message needs the signatures of the owners of ${p.safe}.`],
  MESSAGE_CONFIRMATION: ['Message signed', (p) => `${p.owner} signed a message of ${p.safe}.`],
}

function shortAddress(value, fallback) {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
    ? `${value.slice(0, 6)}…${value.slice(-4)}`
    : fallback
}

/** The names the page left for `chainId` (lower-case address → name), or none when it left none or they do not read. */
async function readNames(chainId) {
  if (!/^\d+$/.test(String(chainId)) || !self.caches) return {}
  try {
    const cache = await self.caches.open(NAMES_CACHE)
    const response = await cache.match(namesUrl(chainId))
    const names = response ? await response.json() : null
    return typeof names === 'object' && names !== null && !Array.isArray(names) ? names : {}
  } catch {
    return {}
  }
}

function nameOf(names, address) {
  if (typeof address !== 'string') return undefined
  const name = Object.hasOwn(names, address.toLowerCase()) ? names[address.toLowerCase()] : undefined
  return typeof name === 'string' && name.trim() !== ''
    ? [...name.trim()].slice(0, NAME_MAX_LENGTH).join('')
    : undefined
}

function readPayload(data) {
  if (!data) return {}
  try {
    const value = data.json()
    return typeof value === 'object' && value !== null ? value : { body: String(value) }
  } catch {
    return { body: data.text() }
  }
}

/**
 * The notification for one push: the payload's own title and body when it has them, else its event type's text, with
 * the Safe and the owner by the names `names` gives them.
 */
function describePush(payload, names = {}) {
  const unsigned = payload.type === 'PENDING_MULTISIG_TRANSACTION' && payload.signed === 'false'
  const known = MESSAGES[unsigned ? 'UNSIGNED_PENDING_MULTISIG_TRANSACTION' : payload.type]
  const facts = {
    safe: nameOf(names, payload.address) ?? `Safe ${shortAddress(payload.address, '(unknown)')}`,
    owner: nameOf(names, payload.owner) ?? shortAddress(payload.owner, 'An owner'),
    failed: String(payload.failed),
  }
  const title = typeof payload.title === 'string' ? payload.title : known ? known[0] : 'Safe activity'
  const body = typeof payload.body === 'string' ? payload.body : known ? known[1](facts) : ''
  // `/<chainId>:<address>` opens the Safe: the app accepts the chain id in place of its short name.
  const url =
    typeof payload.address === 'string' && /^\d+$/.test(String(payload.chainId))
      ? `/${payload.chainId}:${payload.address}`
      : '/'
  const tag = [payload.type, payload.address, payload.safeTxHash ?? payload.messageHash ?? payload.txHash]
    .filter(Boolean)
    .join(':')
  return { title, options: { body, data: { url }, ...(tag ? { tag } : {}) } }
}

/** The notification for one push, with the names the page left for its chain. */
async function notificationFor(payload) {
  return describePush(payload, await readNames(payload.chainId))
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data)
  event.waitUntil(
    notificationFor(payload).then(({ title, options }) => self.registration.showNotification(title, options)),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url)
      return open ? open.focus() : self.clients.openWindow(url)
    }),
  )
})
