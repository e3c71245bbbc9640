import {
  confirmSafeMessage,
  getSafeInfo,
  proposeSafeMessage,
  proposeTransaction,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe, demoNftAbi, execSafeTransaction, fundEth, fundToken } from '@strongroom/devnet'
import {
  createSafeTx,
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type ParsedServerSentEvent,
} from '@strongroom/protocol'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pruneSafeChangeEvents } from '../domain/events/pruneSafeChangeEvents'
import type { Gateway } from '../startGateway'
import { expectRefused } from '../testing/expectRefused'
import { type EventStreamClient, openEventStream } from '../testing/openEventStream'
import { buildTestProposal, postTestProposal } from '../testing/proposeForTest'
import { startSecondGateway } from '../testing/startSecondGateway'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitUntil } from '../testing/waitUntil'

const CHAIN = '1337'

let stack: TestStack
/** A second gateway on the same database (own pool and LISTEN connection on Postgres), with fast heartbeats. */
let second: Gateway
let account: (index: number) => Address
/** 2-of-3 of accounts 0, 1, 2, funded with 1 ETH. */
let safe: Address
/** 1-of-1 of account 1. */
let other: Address
let nextNonce = 0n

function eventsUrl(gateway: { url: string }, address: Address): string {
  return `${gateway.url}/v1/chains/${CHAIN}/safes/${address}/events`
}

const isChange = (event: ParsedServerSentEvent) => event.event === 'safe-change'
const isHello = (event: ParsedServerSentEvent) => event.event === 'hello'

/** The next change on `stream`, with its data parsed. */
async function nextChange(stream: EventStreamClient, timeoutMs?: number) {
  const event = await stream.next(isChange, timeoutMs)
  return { id: Number(event.id), ...(JSON.parse(event.data) as { kinds: string[]; reason: string }) }
}

/** Proposes a new transaction of `address` signed by `signers` through the SDK; returns the request. */
async function propose(address: Address, signers: number[], nonce: bigint, sender = signers[0] ?? 0) {
  const body = await buildTestProposal(stack.devnet, {
    safe: address,
    tx: createSafeTx({ to: account(9), value: 1n, nonce }),
    sender,
    signers,
  })
  await proposeTransaction(CHAIN, address, body)
  return body
}

async function signMessage(signer: number, address: Address, content: string) {
  return stack.devnet
    .walletClient(signer)
    .signTypedData(
      getSafeMessageTypedData({ chainId: 1337, safeAddress: address, data: hashSafeMessageContent(content) }),
    )
}

async function tagsOf(address: Address) {
  const { txQueuedTag, txHistoryTag, collectiblesTag, messagesTag } = await getSafeInfo(CHAIN, address)
  return { txQueuedTag, txHistoryTag, collectiblesTag, messagesTag }
}

beforeAll(async () => {
  stack = await startTestStack()
  setBaseUrl(stack.gateway.url)
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: 10n ** 18n })
  other = await createSafe(stack.devnet, { owners: [1], threshold: 1 })
  await stack.indexed()
  second = await startSecondGateway(stack, { heartbeatMs: 100 })
})

afterAll(async () => {
  await second?.stop()
  await stack?.stop()
})

describe('the Safe event stream', () => {
  it('streams a proposal, a confirmation, the execution, incoming transfers and messages', async () => {
    const stream = await openEventStream(eventsUrl(stack.gateway, safe))
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    const hello = await stream.next(isHello)
    expect(JSON.parse(hello.data)).toEqual(await tagsOf(safe))

    const nonce = nextNonce++
    const proposal = await buildTestProposal(stack.devnet, {
      safe,
      tx: createSafeTx({ to: account(9), value: 1n, nonce }),
      sender: 0,
      signers: [0],
    })
    await proposeTransaction(CHAIN, safe, proposal)
    const proposed = await nextChange(stream)
    expect(proposed).toEqual({ id: expect.any(Number), kinds: ['queue'], reason: 'proposal' })
    expect(proposed.id).toBeGreaterThan(Number(hello.id))

    await proposeTransaction(
      CHAIN,
      safe,
      await buildTestProposal(stack.devnet, {
        safe,
        tx: createSafeTx({ to: account(9), value: 1n, nonce }),
        sender: 1,
        signers: [1],
      }),
    )
    expect(await nextChange(stream)).toMatchObject({ kinds: ['queue'], reason: 'confirmation' })

    await execSafeTransaction(stack.devnet, { safe, tx: { to: account(9), value: 1n }, signers: [0, 1] })
    const executed = await nextChange(stream)
    expect(executed).toMatchObject({ kinds: ['queue', 'history', 'balances', 'safe'], reason: 'execution' })

    await fundEth(stack.devnet, { to: safe, wei: 1000n, from: 5 })
    expect(await nextChange(stream)).toMatchObject({ kinds: ['history', 'balances'], reason: 'incoming-transfer' })
    await fundToken(stack.devnet, { token: stack.devnet.demo!.tokens.usdc, to: safe, amount: 1_000_000n })
    expect(await nextChange(stream)).toMatchObject({ kinds: ['history', 'balances'], reason: 'incoming-transfer' })

    const content = 'live updates'
    await proposeSafeMessage(CHAIN, safe, { message: content, signature: await signMessage(0, safe, content) })
    expect(await nextChange(stream)).toMatchObject({ kinds: ['messages'], reason: 'message' })
    const messageHash = getSafeMessageHash({ chainId: 1337, safeAddress: safe, message: content })
    await confirmSafeMessage(CHAIN, messageHash, { signature: await signMessage(1, safe, content) })
    expect(await nextChange(stream)).toMatchObject({ kinds: ['messages'], reason: 'message-confirmation' })

    const ids = stream.events.filter(isChange).map((event) => Number(event.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(7)
    stream.close()
  })

  it('resumes after Last-Event-ID with exactly the changes it missed, then hello; ?lastEventId= too', async () => {
    const first = await openEventStream(eventsUrl(stack.gateway, safe))
    const lastId = (await first.next(isHello)).id
    first.close()

    // While away: a proposal and a message of this Safe, and a change of another Safe.
    await propose(safe, [0], nextNonce++)
    await propose(other, [1], 0n)
    const content = `missed ${Date.now()}`
    await proposeSafeMessage(CHAIN, safe, { message: content, signature: await signMessage(2, safe, content) })

    for (const resumed of [
      await openEventStream(eventsUrl(stack.gateway, safe), { 'last-event-id': lastId }),
      await openEventStream(`${eventsUrl(stack.gateway, safe)}?lastEventId=${lastId}`),
    ]) {
      const hello = await resumed.next(isHello)
      expect(resumed.events.map((event) => [event.event, JSON.parse(event.data).reason])).toEqual([
        ['safe-change', 'proposal'],
        ['safe-change', 'message'],
        ['hello', undefined],
      ])
      const [proposalId, messageId] = resumed.events.slice(0, 2).map((event) => Number(event.id))
      expect(proposalId).toBeGreaterThan(Number(lastId))
      expect(messageId).toBeGreaterThan(proposalId!)
      // The change of the other Safe lies in between, so hello's id is the head, past this Safe's last change.
      expect(Number(hello.id)).toBeGreaterThanOrEqual(messageId!)
      resumed.close()
    }
  })

  it('reaches streams of a second gateway process on the same database, both ways', async () => {
    const onSecond = await openEventStream(eventsUrl(second, safe))
    const onFirst = await openEventStream(eventsUrl(stack.gateway, safe))
    await Promise.all([onSecond.next(isHello), onFirst.next(isHello)])

    await propose(safe, [0], nextNonce++)
    const viaFirst = await nextChange(onSecond)
    expect(viaFirst).toMatchObject({ reason: 'proposal' })
    expect(await nextChange(onFirst)).toEqual(viaFirst)

    const body = await buildTestProposal(stack.devnet, {
      safe,
      tx: createSafeTx({ to: account(9), value: 1n, nonce: nextNonce++ }),
      sender: 2,
      signers: [2],
    })
    const answer = await postTestProposal(second.url, { chainId: stack.devnet.chainId, safe, proposal: body })
    expect(answer.status).toBe(200)
    const viaSecond = await nextChange(onFirst)
    expect(viaSecond).toMatchObject({ reason: 'proposal' })
    expect(await nextChange(onSecond)).toEqual(viaSecond)

    // The indexer runs in the first process only; its execution reaches the second through the database.
    await execSafeTransaction(stack.devnet, { safe, tx: { to: account(8) }, signers: [0, 2] })
    expect(await nextChange(onSecond)).toMatchObject({ reason: 'execution' })
    onSecond.close()
    onFirst.close()
  })

  it('keeps an idle stream open with heartbeat comments', async () => {
    const stream = await openEventStream(eventsUrl(second, other))
    await stream.next(isHello)
    await waitUntil('two heartbeats', () => stream.text().split(': heartbeat\n\n').length > 2, { timeoutMs: 5_000 })
    stream.close()
  })

  it('leaves no listener behind after 100 connects and disconnects', async () => {
    const hub = stack.gateway.hub
    const before = hub.listenerCount
    for (let round = 0; round < 5; round++) {
      const streams = await Promise.all(
        Array.from({ length: 10 }, () => openEventStream(eventsUrl(stack.gateway, safe))),
      )
      await Promise.all(streams.map((stream) => stream.next(isHello)))
      // Streams of the previous round may still be on their way out.
      expect(hub.listenerCount).toBeGreaterThanOrEqual(before + 10)
      for (const stream of streams) stream.close()
      // Clients that give up before the answer arrives.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const abort = new AbortController()
          const pending = fetch(eventsUrl(stack.gateway, safe), { signal: abort.signal })
          setTimeout(() => abort.abort(), round)
          await pending.then((response) => response.body?.cancel()).catch(() => undefined)
        }),
      )
    }
    await waitUntil('every stream to be cleaned up', () => hub.listenerCount === before)
  })

  it('answers EventSource CORS: credentialed for sign-in origins, open to any other origin', async () => {
    const signInOrigin = 'http://localhost:5173'
    const credentialed = await openEventStream(eventsUrl(stack.gateway, safe), { origin: signInOrigin })
    expect(credentialed.headers.get('access-control-allow-origin')).toBe(signInOrigin)
    expect(credentialed.headers.get('access-control-allow-credentials')).toBe('true')
    const open = await openEventStream(eventsUrl(stack.gateway, safe), { origin: 'https://elsewhere.example' })
    expect(open.headers.get('access-control-allow-origin')).toBe('*')
    expect(open.headers.get('access-control-allow-credentials')).toBeNull()
    credentialed.close()
    open.close()
  })

  it('refuses bad requests with {code, message}', async () => {
    const cases: [string, Record<string, string>, number][] = [
      [`${stack.gateway.url}/v1/chains/5/safes/${safe}/events`, {}, 404],
      [`${stack.gateway.url}/v1/chains/${CHAIN}/safes/0x12/events`, {}, 400],
      [eventsUrl(stack.gateway, safe), { 'last-event-id': 'yesterday' }, 400],
      [`${eventsUrl(stack.gateway, safe)}?lastEventId=-1`, {}, 400],
    ]
    for (const [url, headers, status] of cases) {
      const response = await fetch(url, { headers })
      expectRefused(url, { status: response.status, body: await response.json() }, status)
    }
  })

  it('answers 404 for an address that holds no Safe, with the body safes/{address} answers', async () => {
    const notASafe = account(9)
    const info = await fetch(`${stack.gateway.url}/v1/chains/${CHAIN}/safes/${notASafe}`)
    const events = await fetch(eventsUrl(stack.gateway, notASafe), { headers: { accept: 'text/event-stream' } })
    expect(info.status).toBe(404)
    expect({ status: events.status, body: await events.json() }).toEqual({ status: 404, body: await info.json() })
  })

  it('holds at most eventStreamsPerClient open streams per address (429 with Retry-After), freed on close', async () => {
    const capped = await startSecondGateway(stack, {
      config: { ...stack.config, clients: { ...stack.config.clients, eventStreamsPerClient: 2 } },
    })
    try {
      const held = [await openEventStream(eventsUrl(capped, safe)), await openEventStream(eventsUrl(capped, other))]
      await Promise.all(held.map((stream) => stream.next(isHello)))
      const refused = await fetch(eventsUrl(capped, safe), { headers: { accept: 'text/event-stream' } })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await refused.json()).toEqual({ code: 429, message: expect.any(String) })
      // A refused or failed stream holds no slot; a closed one gives its slot back.
      expect((await fetch(eventsUrl(capped, account(9)))).status).toBe(429)
      held[0]!.close()
      await waitUntil('the closed stream to give its slot back', async () => {
        const next = await openEventStream(eventsUrl(capped, safe))
        next.close()
        return next.status === 200
      })
      held[1]!.close()
    } finally {
      await capped.stop()
    }
  })

  it('is documented in the OpenAPI document as a text/event-stream', async () => {
    const document = (await (await fetch(`${stack.gateway.url}/openapi.json`)).json()) as {
      paths: Record<string, { get?: { description?: string; responses: Record<string, { content?: object }> } }>
    }
    const operation = document.paths['/v1/chains/{chainId}/safes/{address}/events']?.get
    expect(operation?.description).toMatch(/Last-Event-ID/)
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/event-stream'])
  })
})

describe('SafeInfo tags', () => {
  it('change exactly when their list changes, and stay put otherwise', async () => {
    const tagged = await createSafe(stack.devnet, { owners: [0, 1], threshold: 1, fundWei: 10n ** 17n })
    await stack.indexed()
    const initial = await tagsOf(tagged)
    expect(initial).toMatchObject({ txQueuedTag: '0', collectiblesTag: '0', messagesTag: '0' })
    expect(Number(initial.txHistoryTag)).toBeGreaterThan(0)
    const stream = await openEventStream(eventsUrl(stack.gateway, tagged))
    expect(JSON.parse((await stream.next(isHello)).data)).toEqual(initial)

    const changed = (before: typeof initial, after: typeof initial) =>
      (Object.keys(before) as (keyof typeof initial)[]).filter((key) => before[key] !== after[key]).sort()

    await propose(tagged, [0], 0n)
    await nextChange(stream)
    const proposed = await tagsOf(tagged)
    expect(changed(initial, proposed)).toEqual(['txQueuedTag'])
    expect(Number(proposed.txQueuedTag)).toBeGreaterThan(0)

    const content = 'tagged'
    await proposeSafeMessage(CHAIN, tagged, { message: content, signature: await signMessage(0, tagged, content) })
    await nextChange(stream)
    const signed = await tagsOf(tagged)
    expect(changed(proposed, signed)).toEqual(['messagesTag'])

    await execSafeTransaction(stack.devnet, { safe: tagged, tx: { to: account(9), value: 1n }, signers: [0] })
    await nextChange(stream)
    const executed = await tagsOf(tagged)
    expect(changed(signed, executed)).toEqual(['txHistoryTag', 'txQueuedTag'])

    const hash = await stack.devnet.walletClient(0).writeContract({
      address: stack.devnet.demo!.nft,
      abi: demoNftAbi,
      functionName: 'safeTransferFrom',
      args: [account(0), tagged, 1n],
    })
    await stack.devnet.publicClient.waitForTransactionReceipt({ hash })
    await nextChange(stream)
    const collected = await tagsOf(tagged)
    expect(changed(executed, collected)).toEqual(['collectiblesTag', 'txHistoryTag'])

    // Time passing and other Safes changing move nothing.
    await propose(other, [1], 1n)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await tagsOf(tagged)).toEqual(collected)
    stream.close()
  })
})

describe('resuming from outside the retention', () => {
  it('sends reset for an id that was pruned or that this database never issued', async () => {
    const stream = await openEventStream(eventsUrl(stack.gateway, safe))
    const headId = Number((await stream.next(isHello)).id)
    stream.close()

    const unknown = await openEventStream(eventsUrl(stack.gateway, safe), { 'last-event-id': String(headId + 1000) })
    const reset = await unknown.next((event) => event.event === 'reset')
    expect(JSON.parse(reset.data)).toEqual({ reason: 'unknown' })
    expect(Number(reset.id)).toBe(headId)
    expect((await unknown.next()).event).toBe('hello')
    unknown.close()

    await propose(safe, [0], nextNonce++)
    expect(await pruneSafeChangeEvents(stack.gateway.db, { maxAgeMs: 0, maxEvents: 0 })).toBeGreaterThan(0)
    const expired = await openEventStream(eventsUrl(stack.gateway, safe), { 'last-event-id': String(headId) })
    await expired.next(isHello)
    expect(expired.events.map((event) => [event.event, event.data])).toEqual([
      ['reset', JSON.stringify({ reason: 'expired' })],
      ['hello', expect.any(String)],
    ])
    expect(Number(expired.events[0]!.id)).toBeGreaterThan(headId)
    expired.close()

    // Changes after the pruning replay again.
    const fresh = await openEventStream(eventsUrl(stack.gateway, safe))
    const after = (await fresh.next(isHello)).id
    fresh.close()
    await propose(safe, [0], nextNonce++)
    const resumed = await openEventStream(eventsUrl(stack.gateway, safe), { 'last-event-id': after })
    expect(await nextChange(resumed)).toMatchObject({ reason: 'proposal' })
    resumed.close()
  })
})
