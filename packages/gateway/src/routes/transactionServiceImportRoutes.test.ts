import {
  createSafe,
  listedMessage,
  listedTransaction,
  startTransactionServiceStandIn,
  type TransactionServiceRecord,
  type TransactionServiceStandIn,
} from '@strongroom/devnet'
import type { TransactionServiceImportReport } from '@strongroom/protocol'
import fc from 'fast-check'
import { type Address, getAddress, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson } from '../testing/sendJson'
import { signInToGateway } from '../testing/signInToGateway'
import { startTestStack, type TestStack } from '../testing/startTestStack'

const CHAIN_ID = 1337
const API_KEY = 'test-key.eyJzdWIiOiJzdHJvbmdyb29tIn0'

let stack: TestStack
let service: TransactionServiceStandIn
/** 2-of-3 of accounts 0, 1, 2. */
let safe: Address
const cookies = new Map<number, string>()
const account = (index: number) => stack.devnet.accounts[index]!.address
const path = () => `/v1/chains/${CHAIN_ID}/safes/${safe}/transaction-service-import`

function importAs(index: number | null, body: unknown) {
  const cookie = index === null ? undefined : cookies.get(index)
  return sendJson<TransactionServiceImportReport & { code: number; message: string }>(
    stack.gateway.url,
    'POST',
    path(),
    body,
    cookie ? { cookie } : {},
  )
}

/** Rows of the tables an import writes, to prove a refusal or a repeat stores nothing. */
async function storedRows(): Promise<Record<string, number>> {
  const [row] = await stack.testDb.db.query<Record<string, number>>(
    `select (select count(*) from multisig_transactions)::integer as transactions,
            (select count(*) from multisig_confirmations)::integer as confirmations,
            (select count(*) from safe_messages)::integer as messages,
            (select count(*) from safe_message_confirmations)::integer as "messageConfirmations"`,
  )
  return row!
}

/** What the service lists, good and bad; `hash` of each, to find it in the report. */
const planted: Record<string, TransactionServiceRecord> = {}

beforeAll(async () => {
  stack = await startTestStack()
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 })
  service = await startTransactionServiceStandIn({ apiKey: API_KEY, basePath: '/tx-service/dev' })
  const sign = (index: number) => (message: string) => stack.devnet.walletClient(index).signMessage({ message })
  for (const index of [0, 5]) {
    const signIn = { address: account(index), chainId: CHAIN_ID, sign: sign(index) }
    cookies.set(index, await signInToGateway(stack.gateway.url, signIn))
  }
  const devnet = stack.devnet
  const pay = (nonce: bigint, signers: number[], value = parseEther('0.1')) =>
    listedTransaction(devnet, { safe, nonce, signers, tx: { to: account(7), value } })

  planted.oneSignature = await pay(0n, [0], 1n)
  planted.twoSignatures = await pay(1n, [0, 1])
  // Same nonce, fields changed after signing: the hash no longer matches.
  planted.altered = { ...(await pay(1n, [2], 5n)), value: '6' }
  // A non-owner's confirmation besides an owner's: the owner's is imported, the other refused.
  planted.partlyOwners = await pay(2n, [1, 5])
  // Owner 2's name on owner 1's signature.
  const misattributed = await pay(3n, [1])
  planted.misattributed = {
    ...misattributed,
    confirmations: (misattributed.confirmations as { owner: string }[]).map((confirmation) => ({
      ...confirmation,
      owner: account(2),
    })),
  }
  planted.nonOwnersOnly = await pay(4n, [5, 6])
  planted.malformed = { ...(await pay(5n, [0])), to: 'the treasury' }
  planted.otherSafe = { ...(await pay(6n, [0])), safe: account(9) }
  for (const record of Object.values(planted)) service.addTransaction(record, safe)

  planted.text = await listedMessage(devnet, { safe, message: 'Moving to Strongroom', signers: [0, 1] })
  planted.typed = await listedMessage(devnet, {
    safe,
    signers: [2],
    message: {
      domain: { name: 'Mail', version: '1', chainId: CHAIN_ID },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    },
  })
  planted.alteredMessage = {
    ...(await listedMessage(devnet, { safe, message: 'Pay 1 ETH', signers: [0] })),
    message: 'Pay 100 ETH',
  }
  planted.messageByNonOwner = await listedMessage(devnet, { safe, message: 'not ours', signers: [5] })
  for (const key of ['text', 'typed', 'alteredMessage', 'messageByNonOwner']) service.addMessage(planted[key]!, safe)
  await stack.indexed()
}, 120_000)

afterAll(async () => {
  await service?.stop()
  await stack?.stop()
})

describe('POST …/transaction-service-import', () => {
  it('imports the verified queue and messages and refuses, with a sentence, whatever does not verify', async () => {
    const before = await storedRows()
    const answer = await importAs(0, { serviceUrl: service.url, apiKey: API_KEY })
    expect(answer.status).toBe(200)
    const report = answer.body!
    expect(report.service).toBe(new URL(service.url).origin)
    expect(report.notes).toEqual([])
    const item = (key: string) => {
      const hash = String(planted[key]!.safeTxHash ?? planted[key]!.messageHash).toLowerCase()
      return report.items.find((entry) => entry.hash === hash)
    }

    expect(item('oneSignature')).toMatchObject({ outcome: 'imported', nonce: '0', confirmations: 1, problems: [] })
    expect(item('twoSignatures')).toMatchObject({ outcome: 'imported', nonce: '1', confirmations: 2, problems: [] })
    expect(item('altered')).toMatchObject({ outcome: 'refused', confirmations: 0 })
    expect(item('altered')!.problems[0]).toMatch(/^Its fields hash to 0x[0-9a-f]{64}, not to the safeTxHash/)
    expect(item('partlyOwners')).toMatchObject({ outcome: 'imported', confirmations: 1 })
    expect(item('partlyOwners')!.problems).toEqual([
      expect.stringMatching(new RegExp(`^The confirmation of ${account(5)} does not verify: .*not an owner`, 'i')),
    ])
    expect(item('misattributed')).toMatchObject({ outcome: 'refused' })
    expect(item('misattributed')!.problems[1]).toBe(
      `The confirmation said to be ${account(2)}'s was signed by ${account(1)}.`,
    )
    expect(item('nonOwnersOnly')).toMatchObject({ outcome: 'refused' })
    expect(item('nonOwnersOnly')!.problems[0]).toMatch(/^No owner signature of it verified/)
    expect(item('malformed')).toMatchObject({ outcome: 'refused' })
    expect(item('malformed')!.problems[0]).toMatch(/^The service listed a transaction in a shape it does not have: to /)
    expect(item('otherSafe')).toMatchObject({
      outcome: 'refused',
      problems: [`It belongs to another Safe, ${account(9)}.`],
    })

    expect(item('text')).toMatchObject({ kind: 'message', outcome: 'imported', confirmations: 2 })
    expect(item('typed')).toMatchObject({ kind: 'message', outcome: 'imported', confirmations: 1 })
    expect(item('alteredMessage')).toMatchObject({ kind: 'message', outcome: 'refused' })
    expect(item('alteredMessage')!.problems[0]).toMatch(/^Its content hashes to 0x[0-9a-f]{64}, not to the messageHash/)
    expect(item('messageByNonOwner')).toMatchObject({ kind: 'message', outcome: 'refused' })
    expect(report.items).toHaveLength(Object.keys(planted).length)

    // Stored: 3 transactions with 4 confirmations, 2 messages with 3 signatures; nothing of the refused ones.
    const after = await storedRows()
    expect({
      transactions: after.transactions! - before.transactions!,
      confirmations: after.confirmations! - before.confirmations!,
      messages: after.messages! - before.messages!,
      messageConfirmations: after.messageConfirmations! - before.messageConfirmations!,
    }).toEqual({ transactions: 3, confirmations: 4, messages: 2, messageConfirmations: 3 })

    // The queue and the messages answer them like any proposal.
    const queue = await sendJson<{ results: { type: string; transaction?: { id: string } }[] }>(
      stack.gateway.url,
      'GET',
      `/v1/chains/${CHAIN_ID}/safes/${safe}/transactions/queued`,
    )
    const ids = queue.body!.results.flatMap((entry) => (entry.transaction ? [entry.transaction.id] : []))
    for (const key of ['oneSignature', 'twoSignatures', 'partlyOwners'])
      expect(ids).toContain(`multisig_${safe}_${String(planted[key]!.safeTxHash).toLowerCase()}`)
    expect(ids).toHaveLength(3)
    const messages = await sendJson<{ results: { type: string; messageHash?: string }[] }>(
      stack.gateway.url,
      'GET',
      `/v1/chains/${CHAIN_ID}/safes/${safe}/messages`,
    )
    expect(messages.body!.results.filter((entry) => entry.type === 'MESSAGE')).toHaveLength(2)

    // Importing again stores nothing more and reports the same.
    const again = await importAs(0, { serviceUrl: service.url, apiKey: API_KEY })
    expect(again.body!.items.map((entry) => [entry.hash, entry.outcome])).toEqual(
      report.items.map((entry) => [entry.hash, entry.outcome]),
    )
    expect(await storedRows()).toEqual(after)
  })

  it('refuses, and stores nothing of, a signed transaction with any one field changed, or any JSON as an item', async () => {
    const signed = await listedTransaction(stack.devnet, {
      safe,
      nonce: 9n,
      signers: [0, 1],
      tx: { to: account(8), value: 3n, data: '0x1234' },
    })
    const address = fc.integer({ min: 1, max: 2 ** 31 }).map((n) => getAddress(`0x${n.toString(16).padStart(40, '0')}`))
    const uint = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String)
    const changed = fc.oneof(
      fc.record({ to: address }),
      fc.record({ value: uint }),
      fc.record({
        data: fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
      }),
      fc.record({ operation: fc.constant(1) }),
      fc.record({ safeTxGas: uint }),
      fc.record({ baseGas: uint }),
      fc.record({ gasPrice: uint }),
      fc.record({ gasToken: address }),
      fc.record({ refundReceiver: address }),
      fc.record({ nonce: fc.integer({ min: 10, max: 1_000 }).map(String) }),
    )
    const item = fc.oneof(
      changed
        // A change to the value it had is none.
        .filter((change) => Object.entries(change).some(([key, value]) => signed[key] !== value))
        .map((change) => ({ ...signed, ...change })),
      fc.jsonValue({ maxDepth: 4 }),
    )
    const before = await storedRows()
    // Up to 20 items per import: one import is one write of the client's 120 a minute, which bounds FC_RUNS to ~80.
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 20 }), async (listed) => {
        const lying = await startTransactionServiceStandIn()
        try {
          for (const record of listed) lying.addTransaction(record as TransactionServiceRecord, safe)
          const answer = await importAs(0, { serviceUrl: lying.url })
          expect(answer.status).toBe(200)
          expect(answer.body!.items).toHaveLength(listed.length)
          for (const entry of answer.body!.items) {
            expect(entry).toMatchObject({ kind: 'transaction', outcome: 'refused', confirmations: 0 })
            expect(entry.problems[0]).toMatch(/^[A-Z].*\.$/)
          }
        } finally {
          await lying.stop()
        }
      }),
      {
        numRuns: Number(process.env.FC_RUNS ?? 20),
        ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
      },
    )
    expect(await storedRows()).toEqual(before)
  })

  it('lets only a signed-in owner import, and stores nothing otherwise', async () => {
    const before = await storedRows()
    const body = { serviceUrl: service.url, apiKey: API_KEY }
    expect(await importAs(null, body)).toMatchObject({ status: 401 })
    const stranger = await importAs(5, body)
    expect(stranger.status).toBe(403)
    expect(stranger.body!.message).toContain(`not an owner of Safe ${safe}`)
    expect(await storedRows()).toEqual(before)
  })

  it('says when the service refuses the API key, and stores nothing', async () => {
    const before = await storedRows()
    const requests = service.stats().unauthorized
    for (const apiKey of [undefined, 'wrong-key']) {
      const answer = await importAs(0, { serviceUrl: service.url, ...(apiKey ? { apiKey } : {}) })
      expect(answer.status).toBe(422)
      expect(answer.body!.message).toBe(
        '127.0.0.1:' +
          new URL(service.url).port +
          ' refused the request: it needs an API key, or does not accept the one given.',
      )
    }
    expect(service.stats().unauthorized).toBe(requests + 2)
    expect(await storedRows()).toEqual(before)
  })

  it('refuses service URLs that are not https, carry credentials, or lead nowhere', async () => {
    const cases: [string, number, RegExp][] = [
      ['http://example.com/tx-service/eth', 400, /must be an https:\/\/ URL/],
      ['https://user:secret@example.com/', 400, /must not hold a user name or password/],
      ['https://example.com/?key=1', 400, /must not have a query/],
      ['https://10.1.2.3/', 422, /is not a public address/],
      [`${service.url}/nothing-here`, 422, /has no Safe Transaction Service at this URL: /],
    ]
    for (const [serviceUrl, status, message] of cases) {
      const answer = await importAs(0, { serviceUrl, apiKey: API_KEY })
      expect([serviceUrl, answer.status]).toEqual([serviceUrl, status])
      expect(answer.body!.message).toMatch(message)
    }
  })
})
