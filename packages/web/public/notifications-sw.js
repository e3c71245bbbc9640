// Strongroom's notifications service worker: shows the gateway's Web Push messages (RFC 8030; the payload is the
// outbox entry `{type, chainId, address, …}`) and opens the Safe when one is clicked. features/notifications
// registers it. A plain script, not part of the bundle: the browser loads it by its URL.

/** What each event type of the gateway (transaction service names) is called, and what it says about the Safe. */
const MESSAGES = {
  PENDING_MULTISIG_TRANSACTION: [
    'New transaction to confirm',
    (p) => `A transaction of Safe ${p.safe} waits for confirmations.`,
  ],
  // A proposal without any owner's signature: anyone may post one under an owner's name (docs/web-security.md §2.4).
  UNSIGNED_PENDING_MULTISIG_TRANSACTION: [
    'Unsigned proposal',
    (p) =>
      `Someone posted a transaction for Safe ${p.safe} without an owner's signature. Check what it does before you sign.`,
  ],
  NEW_CONFIRMATION: ['Transaction confirmed', (p) => `${p.owner} confirmed a transaction of Safe ${p.safe}.`],
  EXECUTED_MULTISIG_TRANSACTION: [
    'Transaction executed',
    (p) => `A transaction of Safe ${p.safe} was executed${p.failed === 'true' ? ', but it failed' : ''}.`,
  ],
  INCOMING_ETHER: ['Incoming transfer', (p) => `Safe ${p.safe} received a transfer of the native currency.`],
  INCOMING_TOKEN: ['Incoming tokens', (p) => `Safe ${p.safe} received tokens.`],
  MESSAGE_CREATED: ['New message to sign', (p) => `A message needs the signatures of the owners of Safe ${p.safe}.`],
  MESSAGE_CONFIRMATION: ['Message signed', (p) => `${p.owner} signed a message of Safe ${p.safe}.`],
}

function shortAddress(value, fallback) {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
    ? `${value.slice(0, 6)}…${value.slice(-4)}`
    : fallback
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

/** The notification for one push: the payload's own title and body when it has them, else its event type's text. */
function describePush(payload) {
  const unsigned = payload.type === 'PENDING_MULTISIG_TRANSACTION' && payload.signed === 'false'
  const known = MESSAGES[unsigned ? 'UNSIGNED_PENDING_MULTISIG_TRANSACTION' : payload.type]
  const facts = {
    safe: shortAddress(payload.address, '(unknown)'),
    owner: shortAddress(payload.owner, 'An owner'),
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

self.addEventListener('push', (event) => {
  const { title, options } = describePush(readPayload(event.data))
  event.waitUntil(self.registration.showNotification(title, options))
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
