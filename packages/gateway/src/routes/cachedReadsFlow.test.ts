import { createSafe, execSafeTransaction } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import { type Address, numberToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Gateway } from '../startGateway'
import { buildTestProposal, postTestProposal } from '../testing/proposeForTest'
import { startSecondGateway } from '../testing/startSecondGateway'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { waitUntil } from '../testing/waitUntil'

/**
 * The response cache seen from clients: hot reads come from memory, yet a write is visible to the next read at once
 * in the process that made it, soon in every other process on the database, and SafeInfo follows the chain head.
 */
const CHAIN = '1337'
/** Safe 1.4.1 storage: singleton, modules, owners, ownerCount, threshold, then nonce in slot 5. */
const NONCE_SLOT = numberToHex(5, { size: 32 })

type ListPage = { count?: number; results: { type: string; transaction?: { id: string } }[] }
type SafeInfo = { nonce: number; txQueuedTag: string }

let stack: TestStack
/** A second gateway on the same database (own pool and LISTEN connection on Postgres), indexing nothing. */
let second: Gateway
let account: (index: number) => Address
/** 2-of-3 of accounts 0, 1, 2. */
let safe: Address
let nextNonce = 0n

async function getJson<T>(gateway: { url: string }, path: string): Promise<T> {
  const response = await fetch(`${gateway.url}/v1/chains/${CHAIN}${path}`)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

const queuedIds = async (gateway: { url: string }) =>
  (await getJson<ListPage>(gateway, `/safes/${safe}/transactions/queued`)).results.flatMap((item) =>
    item.transaction ? [item.transaction.id] : [],
  )

/** Proposes (or confirms, for the same nonce and recipient) through `gateway`; returns the safeTxHash. */
async function propose(gateway: { url: string }, { nonce, signers }: { nonce: bigint; signers: number[] }) {
  const body = await buildTestProposal(stack.devnet, {
    safe,
    tx: createSafeTx({ to: account(9), value: 1n, nonce }),
    sender: signers[0]!,
    signers,
  })
  const response = await postTestProposal(gateway.url, { chainId: stack.devnet.chainId, safe, proposal: body })
  expect(response.status).toBe(200)
  return body.safeTxHash
}

beforeAll(async () => {
  stack = await startTestStack()
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2, fundWei: 10n ** 18n })
  await stack.indexed()
  second = await startSecondGateway(stack)
})

afterAll(async () => {
  await second?.stop()
  await stack?.stop()
})

describe('cached reads', () => {
  it('answer a GET right after a proposal or confirmation from the same process with that write', async () => {
    for (let round = 0; round < 3; round++) {
      const nonce = nextNonce++
      await queuedIds(stack.gateway)
      await getJson(stack.gateway, `/safes/${safe}`)
      const safeTxHash = await propose(stack.gateway, { nonce, signers: [0] })
      expect((await queuedIds(stack.gateway)).some((id) => id.endsWith(safeTxHash))).toBe(true)

      const id = `multisig_${safe}_${safeTxHash}`
      const before = await getJson<{ detailedExecutionInfo: { confirmations: unknown[] } }>(
        stack.gateway,
        `/transactions/${id}`,
      )
      expect(before.detailedExecutionInfo.confirmations).toHaveLength(1)
      const tag = (await getJson<SafeInfo>(stack.gateway, `/safes/${safe}`)).txQueuedTag
      await propose(stack.gateway, { nonce, signers: [1] })
      const after = await getJson<{ detailedExecutionInfo: { confirmations: unknown[] } }>(
        stack.gateway,
        `/transactions/${id}`,
      )
      expect(after.detailedExecutionInfo.confirmations).toHaveLength(2)
      expect((await getJson<SafeInfo>(stack.gateway, `/safes/${safe}`)).txQueuedTag).not.toBe(tag)
    }
  })

  it('reach another gateway process on the same database through its notifications, both ways', async () => {
    await queuedIds(second)
    const viaFirst = await propose(stack.gateway, { nonce: nextNonce++, signers: [0] })
    await waitUntil('the proposal on the second gateway', async () =>
      (await queuedIds(second)).some((id) => id.endsWith(viaFirst)),
    )

    await queuedIds(stack.gateway)
    const viaSecond = await propose(second, { nonce: nextNonce++, signers: [2] })
    // The writer's own process sees it at once.
    expect((await queuedIds(second)).some((id) => id.endsWith(viaSecond))).toBe(true)
    await waitUntil('the proposal on the first gateway', async () =>
      (await queuedIds(stack.gateway)).some((id) => id.endsWith(viaSecond)),
    )
  })

  it('show an execution in the history once the indexer wrote it, on both gateways', async () => {
    const historyCount = async (gateway: { url: string }) =>
      (await getJson<ListPage>(gateway, `/safes/${safe}/transactions/history`)).count
    const [before, beforeOnSecond] = [await historyCount(stack.gateway), await historyCount(second)]
    const { nonce } = await getJson<SafeInfo>(stack.gateway, `/safes/${safe}`)
    await execSafeTransaction(stack.devnet, { safe, tx: { to: account(8) }, signers: [0, 1] })
    await stack.indexed()
    expect(await historyCount(stack.gateway)).toBe((before ?? 0) + 1)
    await waitUntil('the execution on the second gateway', async () => (await historyCount(second)) === before! + 1)
    expect(beforeOnSecond).toBe(before)
    expect((await getJson<SafeInfo>(stack.gateway, `/safes/${safe}`)).nonce).toBe(nonce + 1)
  })

  it('answer SafeInfo from the index, as the lists: a change the index did not see shows in neither', async () => {
    const { nonce } = await getJson<SafeInfo>(stack.gateway, `/safes/${safe}`)
    const setNonce = (value: number) =>
      stack.devnet.testClient.setStorageAt({
        address: safe,
        index: NONCE_SLOT,
        value: numberToHex(value, { size: 32 }),
      })
    await setNonce(nonce + 5)
    try {
      // A storage write raises no Safe event: the index (and so the queue) keeps the old nonce, and SafeInfo with it,
      // also after new blocks (issue 12: the second read must never be older than the first).
      await stack.devnet.mine(1)
      await stack.indexed()
      for (const gateway of [stack.gateway, second])
        expect((await getJson<SafeInfo>(gateway, `/safes/${safe}`)).nonce).toBe(nonce)
    } finally {
      await setNonce(nonce)
      await stack.devnet.mine(1)
    }
  })

  it('answer hits before Fastify with the headers and bytes Fastify gave the miss, for every kind of origin', async () => {
    const listed = await startSecondGateway(stack, {
      config: { ...stack.config, corsOrigins: ['https://wallet.example'] },
    })
    const perConnection = new Set(['date', 'connection', 'keep-alive'])
    const headersOf = (response: Response) =>
      Object.fromEntries([...response.headers].filter(([name]) => !perConnection.has(name)))
    try {
      let probe = 0
      for (const gateway of [stack.gateway, listed])
        for (const origin of [undefined, 'https://wallet.example', 'https://other.example', 'http://localhost:5173'])
          for (const path of [`/safes/${safe}/transactions/queued`, `/safes/${safe}/transactions/history`]) {
            // A query parameter the route ignores makes a key of its own: the first answer is a miss.
            const url = `${gateway.url}/v1/chains/${CHAIN}${path}?probe=${probe++}`
            const init = origin ? { headers: { origin } } : {}
            const miss = await fetch(url, init)
            const hit = await fetch(url, init)
            expect([hit.status, await hit.text()]).toEqual([miss.status, await miss.text()])
            expect(headersOf(hit)).toEqual(headersOf(miss))
            expect(hit.headers.get('etag')).toMatch(/^".+"$/)
            // The server keeps Fastify's settings (keep-alive 72 s) although the gateway creates it.
            expect(hit.headers.get('keep-alive')).toBe('timeout=72')
          }
    } finally {
      await listed.stop()
    }
  })
})
