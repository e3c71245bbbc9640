import { randomUUID } from 'node:crypto'
import {
  confirmSafeMessage,
  DeviceType,
  proposeSafeMessage,
  registerDevice,
  setBaseUrl,
  unregisterDevice,
  unregisterSafe,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe } from '@strongroom/devnet'
import { getSafeMessageHash, getSafeMessageTypedData, hashSafeMessageContent } from '@strongroom/protocol'
import { type Address, type Hash, type Hex, keccak256, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverPendingNotifications } from '../domain/notifications/deliverPendingNotifications'
import type { NotificationSender, OutgoingNotification } from '../domain/notifications/NotificationSender'
import { recordSafeEvent } from '../domain/notifications/recordSafeEvent'
import { attachCookieToFetch } from '../testing/attachCookieToFetch'
import { expectRefused } from '../testing/expectRefused'
import { sendJson } from '../testing/sendJson'
import { signInToGateway } from '../testing/signInToGateway'
import { startSecondGateway } from '../testing/startSecondGateway'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitUntil } from '../testing/waitUntil'

const CHAIN = '1337'

let stack: TestStack
let account: (index: number) => Address
/** 2-of-3 of accounts 0, 1, 2. */
let safe: Address
/** 1-of-1 of account 1. */
let single: Address
/** Session cookies of account 1 (owns both Safes) and account 5 (owns neither), from the real sign-in flow. */
let ownerSession: string
let strangerSession: string
/** The cookie every fetch to the gateway carries (the SDK's included); undefined sends none. */
let session: string | undefined
let restoreFetch: () => void

/** The registration hash, spelled out as Safe{Wallet} builds it (not taken from the code under test). */
function registrationHash(timestamp: string, uuid: string, token: string, safes: Address[]): Hash {
  return keccak256(stringToHex(`gnosis-safe${timestamp}${uuid}${token}${[...safes].sort().join('')}`))
}

/** A raw ECDSA signature of the hash (mobile clients) by dev account `index`. */
function signRaw(index: number, hash: Hash): Promise<Hex> {
  return privateKeyToAccount(stack.devnet.accounts[index]!.privateKey).sign({ hash })
}

/** An EIP-191 signature of the hash's 32 bytes (Safe{Wallet} web). */
function signPersonal(index: number, hash: Hash): Promise<Hex> {
  return stack.devnet.walletClient(index).signMessage({ message: { raw: hash } })
}

function now(): string {
  return String(Math.floor(Date.now() / 1000))
}

function deviceBody(uuid: string, token: string, safes: Address[], signatures: Hex[], timestamp = now()) {
  return {
    uuid,
    cloudMessagingToken: token,
    buildNumber: '1',
    bundle: 'strongroom.web',
    deviceType: DeviceType.WEB,
    version: '1.0.0',
    timestamp,
    safeRegistrations: [{ chainId: CHAIN, safes, signatures }],
  }
}

/**
 * {@link deviceBody} with raw signatures of dev accounts `signers` over the registration hash of the same fields (one
 * timestamp for the hash and the body).
 */
async function signedDeviceBody(uuid: string, token: string, safes: Address[], signers: number[], timestamp = now()) {
  const hash = registrationHash(timestamp, uuid, token, safes)
  return deviceBody(uuid, token, safes, await Promise.all(signers.map((index) => signRaw(index, hash))), timestamp)
}

const send = (method: string, path: string, body?: unknown) => sendJson(stack.gateway.url, method, path, body)

async function rows(sql: string, params: unknown[] = []) {
  return stack.testDb.db.query<Record<string, unknown>>(sql, params)
}

async function countStored(): Promise<number> {
  const [row] = await rows(
    `select (select count(*) from notification_devices)::integer + (select count(*) from notification_subscriptions)::integer
       + (select count(*) from notification_device_owners)::integer + (select count(*) from notification_outbox)::integer
       as count`,
  )
  return Number(row?.count)
}

beforeAll(async () => {
  stack = await startTestStack()
  setBaseUrl(stack.gateway.url)
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 })
  single = await createSafe(stack.devnet, { owners: [1], threshold: 1 })
  await stack.indexed()
  const signIn = (index: number) =>
    signInToGateway(stack.gateway.url, {
      address: account(index),
      chainId: 1337,
      sign: (message) => stack.devnet.walletClient(index).signMessage({ message }),
    })
  ownerSession = await signIn(1)
  strangerSession = await signIn(5)
  session = ownerSession
  restoreFetch = attachCookieToFetch(stack.gateway.url, () => session)
})

afterAll(async () => {
  restoreFetch?.()
  await stack?.stop()
})

describe('registering a device and delivering its notifications', () => {
  const uuid = randomUUID()
  const token = `web-push-subscription-${randomUUID()}`

  it('registers a device for two Safes with raw and EIP-191 owner signatures', async () => {
    const timestamp = now()
    const hash = registrationHash(timestamp, uuid, token, [safe, single])
    await registerDevice(
      deviceBody(uuid, token, [safe, single], [await signRaw(0, hash), await signPersonal(1, hash)], timestamp),
    )
    expect(
      await rows('select safe from notification_subscriptions where device_uuid = $1 order by safe', [uuid]),
    ).toEqual([safe, single].sort().map((address) => ({ safe: address })))
    expect(
      await rows('select owner from notification_device_owners where device_uuid = $1 order by owner', [uuid]),
    ).toEqual([account(0), account(1)].sort().map((owner) => ({ owner })))
  })

  it('queues notifications for a new message, its confirmation and a recorded event, dropping a repeat', async () => {
    const content = 'notify me'
    const signature = await stack.devnet
      .walletClient(0)
      .signTypedData(
        getSafeMessageTypedData({ chainId: 1337, safeAddress: safe, data: hashSafeMessageContent(content) }),
      )
    await proposeSafeMessage(CHAIN, safe, { message: content, signature })
    const messageHash = getSafeMessageHash({ chainId: 1337, safeAddress: safe, message: content })
    const second = await stack.devnet
      .walletClient(1)
      .signTypedData(
        getSafeMessageTypedData({ chainId: 1337, safeAddress: safe, data: hashSafeMessageContent(content) }),
      )
    await confirmSafeMessage(CHAIN, messageHash, { signature: second })
    const event = {
      chainId: CHAIN,
      safe,
      type: 'PENDING_MULTISIG_TRANSACTION' as const,
      payload: { safeTxHash: `0x${'11'.repeat(32)}` },
    }
    expect(await recordSafeEvent(stack.testDb.db, event)).toBe(1)
    expect(await recordSafeEvent(stack.testDb.db, event)).toBe(0)
    expect(await recordSafeEvent(stack.testDb.db, { ...event, safe: account(9) })).toBe(0)
    expect(
      await rows('select type, payload from notification_outbox where device_uuid = $1 order by id', [uuid]),
    ).toEqual([
      { type: 'MESSAGE_CREATED', payload: { type: 'MESSAGE_CREATED', chainId: CHAIN, address: safe, messageHash } },
      {
        type: 'MESSAGE_CONFIRMATION',
        payload: { type: 'MESSAGE_CONFIRMATION', chainId: CHAIN, address: safe, messageHash, owner: account(1) },
      },
      {
        type: 'PENDING_MULTISIG_TRANSACTION',
        payload: {
          type: 'PENDING_MULTISIG_TRANSACTION',
          chainId: CHAIN,
          address: safe,
          safeTxHash: `0x${'11'.repeat(32)}`,
        },
      },
    ])
  })

  it('delivers through a sender, records failures and retries them after a minute', async () => {
    const sent: OutgoingNotification[] = []
    let failNext = true
    // Stands in for the push service, which lies outside this machine.
    const sender: NotificationSender = {
      deviceTypes: ['WEB'],
      send: async (notification) => {
        if (failNext) {
          failNext = false
          throw new Error('push service answered 503')
        }
        sent.push(notification)
      },
    }
    expect(await deliverPendingNotifications(stack.testDb.db, { sender })).toEqual({ delivered: 2, failed: 1 })
    expect(await deliverPendingNotifications(stack.testDb.db, { sender })).toEqual({ delivered: 0, failed: 0 })
    expect(await rows('select attempts, last_error from notification_outbox where delivered_at is null')).toEqual([
      { attempts: 1, last_error: 'push service answered 503' },
    ])
    await rows(`update notification_outbox set last_attempt_at = now() - interval '2 minutes'`)
    expect(await deliverPendingNotifications(stack.testDb.db, { sender })).toEqual({ delivered: 1, failed: 0 })
    expect(
      sent.map((notification) => [notification.type, notification.cloudMessagingToken, notification.deviceType]),
    ).toEqual([
      ['MESSAGE_CONFIRMATION', token, 'WEB'],
      ['PENDING_MULTISIG_TRANSACTION', token, 'WEB'],
      ['MESSAGE_CREATED', token, 'WEB'],
    ])
    const other: NotificationSender = { deviceTypes: ['IOS'], send: async () => {} }
    await recordSafeEvent(stack.testDb.db, {
      chainId: CHAIN,
      safe,
      type: 'NEW_CONFIRMATION',
      payload: { owner: account(1) },
    })
    expect(await deliverPendingNotifications(stack.testDb.db, { sender: other })).toEqual({ delivered: 0, failed: 0 })
  })

  it('stops notifying about a Safe the device unregistered', async () => {
    await unregisterSafe(CHAIN, single, uuid)
    expect(
      await recordSafeEvent(stack.testDb.db, {
        chainId: CHAIN,
        safe: single,
        type: 'INCOMING_ETHER',
        payload: { txHash: `0x${'22'.repeat(32)}`, value: '1' },
      }),
    ).toBe(0)
    expect(await rows('select safe from notification_subscriptions where device_uuid = $1', [uuid])).toEqual([{ safe }])
    // A Safe it does not follow is no error.
    expect(await send('DELETE', `/v1/chains/${CHAIN}/notifications/devices/${uuid}/safes/${single}`)).toEqual({
      status: 200,
      length: '0',
      body: null,
    })
  })

  it('forgets the device and its pending notifications once unregistered from its only chain', async () => {
    await unregisterDevice(CHAIN, uuid)
    expect(await rows('select uuid from notification_devices where uuid = $1', [uuid])).toEqual([])
    expect(await rows('select id from notification_outbox where device_uuid = $1', [uuid])).toEqual([])
  })
})

describe('bad input is refused and nothing is stored', () => {
  it('answers 4xx {code, message} for each kind of bad request', async () => {
    const taken = randomUUID()
    const takenToken = `token-${taken}`
    await registerDevice(await signedDeviceBody(taken, takenToken, [safe], [2]))
    const stored = await countStored()

    const uuid = randomUUID()
    const token = `token-${uuid}`
    const body = await signedDeviceBody(uuid, token, [safe], [0])
    const good = body.safeRegistrations[0]!.signatures[0]!
    const register = '/v1/register/notifications'
    const stale = String(Number(now()) - 600)
    const cases: [string, string, string, unknown, number][] = [
      ['bad uuid', 'POST', register, { ...body, uuid: 'not-a-uuid' }, 400],
      ['bad device type', 'POST', register, { ...body, deviceType: 'PAGER' }, 400],
      ['bad version', 'POST', register, { ...body, version: 'one' }, 400],
      [
        'bad Safe address',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: ['0x12'], signatures: [good] }] },
        400,
      ],
      [
        'no signatures',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: [safe], signatures: [] }] },
        400,
      ],
      [
        'signature of 64 bytes',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: [safe], signatures: [good.slice(0, 130)] }] },
        400,
      ],
      [
        'signature with a bad v',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: [safe], signatures: [`${good.slice(0, 130)}05`] }] },
        422,
      ],
      ['non-owner signature', 'POST', register, await signedDeviceBody(uuid, token, [safe], [5], body.timestamp), 422],
      ['signature over another token', 'POST', register, { ...body, cloudMessagingToken: `${token}-other` }, 422],
      ['stale timestamp', 'POST', register, await signedDeviceBody(uuid, token, [safe], [0], stale), 400],
      [
        'owner signing twice',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: [safe], signatures: [good, good] }] },
        422,
      ],
      [
        'duplicate Safe',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: [safe, safe], signatures: [good] }] },
        400,
      ],
      [
        'chain twice',
        'POST',
        register,
        { ...body, safeRegistrations: [...body.safeRegistrations, ...body.safeRegistrations] },
        400,
      ],
      [
        'unknown chain',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: '5', safes: [safe], signatures: [good] }] },
        404,
      ],
      [
        'not a Safe',
        'POST',
        register,
        { ...body, safeRegistrations: [{ chainId: CHAIN, safes: [account(9)], signatures: [good] }] },
        404,
      ],
      [
        'token of another device',
        'POST',
        register,
        await signedDeviceBody(uuid, takenToken, [safe], [0], body.timestamp),
        422,
      ],
      ['oversized body', 'POST', register, JSON.stringify({ ...body, bundle: 'x'.repeat(200_000) }), 413],
      ['delete: unknown device', 'DELETE', `/v1/chains/${CHAIN}/notifications/devices/${randomUUID()}`, undefined, 404],
      ['delete: bad uuid', 'DELETE', `/v1/chains/${CHAIN}/notifications/devices/123`, undefined, 400],
      [
        'delete Safe: bad address',
        'DELETE',
        `/v1/chains/${CHAIN}/notifications/devices/${taken}/safes/0x12`,
        undefined,
        400,
      ],
      [
        'delete Safe: unknown device',
        'DELETE',
        `/v1/chains/${CHAIN}/notifications/devices/${randomUUID()}/safes/${safe}`,
        undefined,
        404,
      ],
      ['delete: unknown chain', 'DELETE', `/v1/chains/5/notifications/devices/${taken}`, undefined, 404],
    ]
    for (const [name, method, path, payload, status] of cases) {
      expectRefused(name, await send(method, path, payload), status)
    }
    expect(await countStored()).toBe(stored)
  })
})

describe('a session of an owner is required as well as the signatures', () => {
  it('answers 401 without a session and 403 for a signed-in non-owner, storing nothing', async () => {
    const uuid = randomUUID()
    const token = `token-${uuid}`
    const body = await signedDeviceBody(uuid, token, [safe], [0])
    await registerDevice(body)
    const stored = await countStored()
    const calls: [string, string, unknown][] = [
      ['POST', '/v1/register/notifications', { ...body, version: '1.0.1' }],
      ['DELETE', `/v1/chains/${CHAIN}/notifications/devices/${uuid}/safes/${safe}`, undefined],
      ['DELETE', `/v1/chains/${CHAIN}/notifications/devices/${uuid}`, undefined],
    ]
    try {
      for (const [cookie, status] of [
        [undefined, 401],
        [strangerSession, 403],
      ] as const) {
        session = cookie
        for (const [method, path, payload] of calls) {
          expectRefused(path, await send(method, path, payload), status)
        }
      }
      // The SDK reports the refusal too.
      await expect(unregisterDevice(CHAIN, uuid)).rejects.toThrow(/403: The signed-in account/)
    } finally {
      session = ownerSession
    }
    expect(await countStored()).toBe(stored)
    await unregisterDevice(CHAIN, uuid)
    expect(await countStored()).toBeLessThan(stored)
  })
})

describe('a device is changed only by those who manage it', () => {
  it('refuses a stranger re-registering an existing device uuid with their own token and Safe (403, nothing changes)', async () => {
    const uuid = randomUUID()
    const token = `victim-subscription-${uuid}`
    const timestamp = now()
    await registerDevice(await signedDeviceBody(uuid, token, [single], [1], timestamp))
    const strangersSafe = await createSafe(stack.devnet, { owners: [5], threshold: 1 })
    const stolen = `attacker-subscription-${uuid}`
    const before = await rows(
      `select d.cloud_messaging_token, s.safe from notification_devices d
         join notification_subscriptions s on s.device_uuid = d.uuid where d.uuid = $1`,
      [uuid],
    )
    session = strangerSession
    try {
      const answer = await send(
        'POST',
        '/v1/register/notifications',
        await signedDeviceBody(uuid, stolen, [strangersSafe], [5], timestamp),
      )
      expect(answer).toMatchObject({ status: 403, body: { code: 403, message: expect.stringContaining(uuid) } })
    } finally {
      session = ownerSession
    }
    expect(before).toEqual([{ cloud_messaging_token: token, safe: single }])
    expect(
      await rows(
        `select d.cloud_messaging_token, s.safe from notification_devices d
           join notification_subscriptions s on s.device_uuid = d.uuid where d.uuid = $1`,
        [uuid],
      ),
    ).toEqual(before)
    // Its manager still may.
    const renewed = `renewed-subscription-${uuid}`
    await registerDevice(await signedDeviceBody(uuid, renewed, [single], [1], timestamp))
    await unregisterDevice(CHAIN, uuid)
  })
})

describe('one push endpoint that never answers', () => {
  it('holds up neither the other devices nor the round: its send fails after the deadline', async () => {
    const devices = await Promise.all(
      ['silent', 'answering'].map(async (name) => {
        const uuid = randomUUID()
        const token = `${name}-subscription-${uuid}`
        await registerDevice(await signedDeviceBody(uuid, token, [single], [1]))
        return { uuid, token }
      }),
    )
    const [silent, answering] = devices as [(typeof devices)[0], (typeof devices)[0]]
    await recordSafeEvent(stack.testDb.db, {
      chainId: CHAIN,
      safe: single,
      type: 'INCOMING_ETHER',
      payload: { txHash: `0x${'33'.repeat(32)}`, value: '1' },
    })
    const sent: string[] = []
    // Stands in for the push service; the silent device's endpoint accepts the request and never answers.
    const sender: NotificationSender = {
      deviceTypes: ['WEB'],
      send: (notification) =>
        notification.cloudMessagingToken === silent.token
          ? new Promise<void>(() => {})
          : Promise.resolve(void sent.push(notification.cloudMessagingToken)),
    }
    const round = await deliverPendingNotifications(stack.testDb.db, { sender, sendTimeoutMs: 200 })
    expect(round.failed).toBe(1)
    expect(sent).toContain(answering.token)
    expect(
      await rows(
        'select device_uuid, delivered_at is not null as delivered, last_error from notification_outbox where device_uuid = any($1::text[]) order by device_uuid',
        [devices.map((device) => device.uuid)],
      ),
    ).toEqual(
      [
        { device_uuid: silent.uuid, delivered: false, last_error: expect.stringMatching(/No answer .* within 200 ms/) },
        { device_uuid: answering.uuid, delivered: true, last_error: null },
      ].sort((a, b) => a.device_uuid.localeCompare(b.device_uuid)),
    )
    for (const { uuid } of devices) await unregisterDevice(CHAIN, uuid)
  })
})

describe('delivery in the background', () => {
  it('sends queued notifications through the configured sender on a timer', async () => {
    const uuid = randomUUID()
    const token = `web-push-subscription-${uuid}`
    await registerDevice(await signedDeviceBody(uuid, token, [single], [1]))
    const sent: OutgoingNotification[] = []
    // Stands in for the push service, which lies outside this machine.
    const sender: NotificationSender = {
      deviceTypes: ['WEB'],
      send: async (notification) => void sent.push(notification),
    }
    const delivering = await startSecondGateway(stack, {
      config: { ...stack.config, notifications: { webPush: null, deliveryIntervalMs: 100 } },
      notificationSender: sender,
    })
    try {
      const content = `delivered ${uuid}`
      const signature = await stack.devnet
        .walletClient(1)
        .signTypedData(
          getSafeMessageTypedData({ chainId: 1337, safeAddress: single, data: hashSafeMessageContent(content) }),
        )
      await proposeSafeMessage(CHAIN, single, { message: content, signature })
      const messageHash = getSafeMessageHash({ chainId: 1337, safeAddress: single, message: content })
      await waitUntil('the timer to deliver the message notification', () =>
        sent.some((notification) => notification.payload.messageHash === messageHash),
      )
      expect(sent.find((notification) => notification.payload.messageHash === messageHash)).toMatchObject({
        deviceUuid: uuid,
        cloudMessagingToken: token,
        type: 'MESSAGE_CREATED',
      })
    } finally {
      await delivering.stop()
      await unregisterDevice(CHAIN, uuid)
    }
  })
})
