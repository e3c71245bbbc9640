import type { SafeInfo, TransactionListPage } from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe, execSafeTransaction } from '@strongroom/devnet'
import { createSafeTx } from '@strongroom/protocol'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestProposal, postTestProposal } from '../testing/proposeForTest'
import { startTestStack, type TestStack } from '../testing/startTestStack'

// Whatever a client reads second must never be older than what it read first (issue 12): SafeInfo, the queue and the
// owner's Safes come from one indexed view.

const CHAIN = '1337'
/** How long reads alternate after a write: longer than the indexer takes to see it. */
const READ_FOR_MS = 3_000

let stack: TestStack

beforeAll(async () => {
  // A slower indexer than the tests' default (50 ms) widens the window in which the two views could disagree.
  stack = await startTestStack({ indexer: { pollingIntervalMs: 500 } })
})

afterAll(async () => {
  await stack?.stop()
})

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${stack.gateway.url}/v1${path}`)
  return { status: response.status, body: (await response.json()) as T }
}

/** Runs `read` back to back until `until` resolved and READ_FOR_MS passed since; returns how many rounds ran. */
async function readWhile(until: Promise<unknown>, read: () => Promise<void>): Promise<number> {
  let done = false
  const finished = until.then(
    () => new Promise((resolve) => setTimeout(resolve, READ_FOR_MS)),
    () => undefined,
  )
  void finished.then(() => {
    done = true
  })
  let rounds = 0
  while (!done) {
    await read()
    rounds++
  }
  await until
  return rounds
}

describe('SafeInfo and the queue', () => {
  it('never list an executed nonce in the queue after SafeInfo showed the new nonce', async () => {
    const safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 1, fundWei: 10n ** 18n })
    await stack.indexed()
    const to = stack.devnet.accounts[9]!.address
    for (const nonce of [0n, 1n]) {
      const body = await buildTestProposal(stack.devnet, {
        safe,
        tx: createSafeTx({ to, value: nonce + 1n, nonce }),
        sender: 0,
        signers: [0],
      })
      const response = await postTestProposal(stack.gateway.url, {
        chainId: stack.devnet.chainId,
        safe,
        proposal: body,
      })
      expect(response.status).toBe(200)
    }

    const seen: string[] = []
    const executing = execSafeTransaction(stack.devnet, { safe, tx: { to, value: 1n }, signers: [0] })
    const rounds = await readWhile(executing, async () => {
      const info = await get<SafeInfo>(`/chains/${CHAIN}/safes/${safe}`)
      const queue = await get<TransactionListPage>(`/chains/${CHAIN}/safes/${safe}/transactions/queued`)
      const nonces = queue.body.results.flatMap((item) =>
        item.type === 'TRANSACTION' && item.transaction.executionInfo?.type === 'MULTISIG'
          ? [item.transaction.executionInfo.nonce]
          : [],
      )
      const stale = nonces.filter((nonce) => nonce < info.body.nonce)
      if (stale.length > 0) seen.push(`SafeInfo nonce ${info.body.nonce}, queue still lists ${stale.join(', ')}`)
    })
    expect(rounds).toBeGreaterThan(5)
    expect(seen).toEqual([])
    // The execution did land in both views.
    expect((await get<SafeInfo>(`/chains/${CHAIN}/safes/${safe}`)).body.nonce).toBe(1)
  })
})

describe('SafeInfo and the owner’s Safes', () => {
  it('list a new Safe among its owner’s Safes as soon as SafeInfo serves it', async () => {
    const owner = stack.devnet.accounts[6]!.address
    let created: Address | null = null
    const creating = createSafe(stack.devnet, { owners: [6], threshold: 1, saltNonce: 7n }).then((safe) => {
      created = safe
    })
    const seen: string[] = []
    await readWhile(creating, async () => {
      if (!created) return new Promise((resolve) => setTimeout(resolve, 10))
      const safe = created
      const info = await get<SafeInfo>(`/chains/${CHAIN}/safes/${safe}`)
      const owned = await get<{ safes: string[] }>(`/chains/${CHAIN}/owners/${owner}/safes`)
      if (info.status === 200 && !owned.body.safes.includes(safe)) seen.push('SafeInfo served it, owners did not')
    })
    expect(seen).toEqual([])
    expect((await get<{ safes: string[] }>(`/chains/${CHAIN}/owners/${owner}/safes`)).body.safes).toContain(created)
  })
})
