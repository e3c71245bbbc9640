import { bridgeError } from '@strongroom/protocol'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BridgeEvent } from './BridgeEvent'
import { BridgeRequestError } from './BridgeRequestError'
import { BRIDGE_REQUEST_FAILED, createBridgeHost, MAX_PENDING_BRIDGE_REQUESTS } from './createBridgeHost'

const APP_ORIGIN = 'https://app.example'
const env = { sdkVersion: '9.1.0' }

// Stand-ins for the app's frame window and another one: the host only compares them with `event.source` and posts
// to the app's. The real windows and origins are the browser journeys' part.
let frame: Window
let other: Window
let current: Window | null
let posted: { message: unknown; target: string }[]
let events: BridgeEvent[]
let stop: () => void

function start(handle: (request: { method: string; params: unknown }) => Promise<unknown>) {
  stop = createBridgeHost({
    window,
    frame: () => current,
    appOrigin: APP_ORIGIN,
    handle,
    onEvent: (event) => events.push(event),
  })
}

function send(data: unknown, from: { source?: Window | null; origin?: string } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: from.origin ?? APP_ORIGIN,
      source: from.source === undefined ? frame : from.source,
    }),
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  posted = []
  events = []
  const fakeWindow = (record: boolean) =>
    ({
      postMessage: (message: unknown, target: string) => {
        if (record) posted.push({ message, target })
        else throw new Error('answered the wrong window')
      },
    }) as unknown as Window
  frame = fakeWindow(true)
  other = fakeWindow(false)
  current = frame
})

afterEach(() => {
  stop?.()
  vi.restoreAllMocks()
})

describe('createBridgeHost', () => {
  it('answers a request from the app’s frame and origin, to that origin only, with the handler’s data', async () => {
    start(async (request) => (request.method === 'getEnvironmentInfo' ? { origin: 'http://host.test' } : undefined))
    send({ id: 'a1', method: 'getEnvironmentInfo', params: undefined, env })
    await settle()
    expect(posted).toEqual([
      {
        message: { id: 'a1', success: true, data: { origin: 'http://host.test' }, version: '9.1.0' },
        target: APP_ORIGIN,
      },
    ])
    expect(events).toMatchObject([{ kind: 'answered', method: 'getEnvironmentInfo', ok: true }])
  })

  it('drops, unread and unanswered, what comes from another window, a nested frame or another origin', async () => {
    const handle = vi.fn(async () => 'never')
    start(handle)
    send({ id: 'a1', method: 'getSafeInfo', env }, { source: other })
    send({ id: 'a2', method: 'getSafeInfo', env }, { source: window })
    send({ id: 'a3', method: 'getSafeInfo', env }, { source: null })
    send({ id: 'a4', method: 'getSafeInfo', env }, { origin: 'https://evil.example' })
    send({ id: 'a5', method: 'getSafeInfo', env }, { origin: 'http://app.example' })
    await settle()
    expect(handle).not.toHaveBeenCalled()
    expect(posted).toEqual([])
    expect(events.map((event) => event.kind)).toEqual(['dropped', 'dropped', 'dropped', 'dropped', 'dropped'])
  })

  it('answers unknown methods and bad params with an error instead of silence', async () => {
    const handle = vi.fn(async () => 'never')
    start(handle)
    send({ id: 'b1', method: 'eth_sendTransaction', params: [], env })
    send({ id: 'b2', method: 'sendTransactions', params: { txs: [] }, env })
    await settle()
    expect(handle).not.toHaveBeenCalled()
    expect(posted.map((entry) => entry.message)).toEqual([
      bridgeError('b1', '"eth_sendTransaction" is not a method of the Safe Apps bridge.'),
      bridgeError('b2', 'No transactions were passed'),
    ])
  })

  it('passes a handler’s refusal through, and hides any other failure behind one sentence', async () => {
    start(async (request) => {
      if (request.method === 'requestAddressBook') throw new BridgeRequestError('Permissions were rejected')
      throw new Error('connect ECONNREFUSED http://10.0.0.5:8545/secret-key')
    })
    send({ id: 'c1', method: 'requestAddressBook', env })
    send({ id: 'c2', method: 'getSafeInfo', env })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await settle()
    expect(posted.map((entry) => entry.message)).toEqual([
      bridgeError('c1', 'Permissions were rejected'),
      bridgeError('c2', BRIDGE_REQUEST_FAILED),
    ])
  })

  it('tells a flooding app to wait once too many requests are pending, and recovers when they finish', async () => {
    const release: (() => void)[] = []
    start(() => new Promise((resolve) => release.push(() => resolve('ok'))))
    for (let i = 0; i <= MAX_PENDING_BRIDGE_REQUESTS; i++) send({ id: `f${i}`, method: 'getChainInfo', env })
    await settle()
    expect(posted).toHaveLength(1)
    expect(posted[0]!.message).toMatchObject({ id: `f${MAX_PENDING_BRIDGE_REQUESTS}`, success: false })
    for (const done of release) done()
    await settle()
    send({ id: 'after', method: 'getChainInfo', env })
    await settle()
    release.at(-1)!()
    await settle()
    expect(posted.at(-1)!.message).toMatchObject({ id: 'after', success: true })
  })

  it('does not answer once the frame is gone (closed or navigated), even a request it was handling', async () => {
    let release: () => void = () => {}
    start(() => new Promise((resolve) => (release = () => resolve('late'))))
    send({ id: 'g1', method: 'getChainInfo', env })
    await settle()
    current = null
    release()
    await settle()
    expect(posted).toEqual([])
  })

  it('stops listening when disposed', async () => {
    start(async () => 'ok')
    stop()
    send({ id: 'd1', method: 'getChainInfo', env })
    await settle()
    expect(posted).toEqual([])
  })

  it('never answers any origin but the app’s, whatever arrives from wherever (property)', async () => {
    start(async () => ({ ok: true }))
    const sources = () => [frame, other, window, null]
    await fc.assert(
      fc.asyncProperty(
        fc.nat(3),
        fc.constantFrom(APP_ORIGIN, 'https://evil.example', 'null', '', 'https://app.example.evil.test'),
        fc.oneof(
          fc.anything(),
          fc.record({ id: fc.string(), method: fc.string(), params: fc.anything(), env: fc.anything() }),
          fc.record({
            id: fc.stringMatching(/^[0-9a-f]{20}$/),
            method: fc.constantFrom('getSafeInfo', 'rpcCall', 'x'),
            env: fc.constant(env),
          }),
        ),
        async (source, origin, data) => {
          const before = posted.length
          send(data, { source: sources()[source] ?? null, origin })
          await settle()
          for (const entry of posted.slice(before)) expect(entry.target).toBe(APP_ORIGIN)
          if (source !== 0 || origin !== APP_ORIGIN) expect(posted.length).toBe(before)
        },
      ),
      { numRuns: 200, seed: 20261125 },
    )
  })
})
