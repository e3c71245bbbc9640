import { createSafe } from '@strongroom/devnet'
import {
  createSafeTx,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
} from '@strongroom/protocol'
import { type Address, type Hex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestProposal } from '../testing/proposeForTest'
import { sendJson } from '../testing/sendJson'
import { snapshotDatabase } from '../testing/snapshotDatabase'
import { startTestStack, type TestStack } from '../testing/startTestStack'

const CHAIN = '1337'
const CHAIN_ID = 1337

let stack: TestStack
let safe: Address
let account: (index: number) => Address

type Answer = { status: number; body: unknown }

const send = (method: string, path: string, body?: unknown): Promise<Answer> =>
  sendJson<Answer['body']>(stack.gateway.url, method, path, body)

/** Expects a 4xx `{code, message}` naming `mentions`, and no change to the database. */
async function expectRefused(request: () => Promise<Answer>, status: number, mentions: RegExp): Promise<void> {
  const before = await snapshotDatabase(stack.testDb.db)
  const answer = await request()
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toEqual({ code: status, message: expect.stringMatching(mentions) })
  expect(await snapshotDatabase(stack.testDb.db)).toEqual(before)
}

async function signMessage(signer: number, content: SafeMessageContent): Promise<Hex> {
  return stack.devnet
    .walletClient(signer)
    .signTypedData(
      getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: safe, data: hashSafeMessageContent(content) }),
    )
}

beforeAll(async () => {
  stack = await startTestStack()
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1], threshold: 1 })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

describe('a pagination offset beyond the safe-integer range', () => {
  const lists = () => [
    `/v1/chains/${CHAIN}/safes/${safe}/transactions/history`,
    `/v1/chains/${CHAIN}/safes/${safe}/transactions/queued`,
    `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions`,
    `/v1/chains/${CHAIN}/safes/${safe}/module-transactions`,
    `/v1/chains/${CHAIN}/safes/${safe}/incoming-transfers`,
    `/v1/chains/${CHAIN}/safes/${safe}/messages`,
    `/v1/chains/${CHAIN}/delegates`,
    `/v2/chains/${CHAIN}/delegates`,
  ]

  for (const offset of ['1e21', '100000000000000000000', '9223372036854775808', '9007199254740992']) {
    it(`is refused with 400 on every list route (offset=${offset})`, async () => {
      for (const list of lists()) {
        const cursor = encodeURIComponent(`limit=20&offset=${offset}`)
        await expectRefused(() => send('GET', `${list}?cursor=${cursor}`), 400, /cursor.*offset/)
      }
    })
  }

  it('still serves the largest safe offset (an empty page)', async () => {
    const cursor = encodeURIComponent(`limit=20&offset=${Number.MAX_SAFE_INTEGER}`)
    const answer = await send('GET', `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions?cursor=${cursor}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ results: [] })
  })
})

describe('a date filter outside what Postgres and JS can hold', () => {
  for (const date of ['0000-01-01', '0000-12-31T23:59:59Z', '0001-01-01T00:00:00+01:00', '2024-02-30', '2024-13-01']) {
    it(`is refused with 400 (${date})`, async () => {
      for (const filter of ['execution_date__lte', 'execution_date__gte']) {
        const path = `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions?${filter}=${encodeURIComponent(date)}`
        await expectRefused(() => send('GET', path), 400, new RegExp(filter))
      }
    })
  }

  it('accepts the first and last days Postgres and JS share', async () => {
    for (const date of ['0001-01-01', '9999-12-31T23:59:59Z']) {
      const path = `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions?execution_date__lte=${date}`
      expect((await send('GET', path)).status).toBe(200)
    }
  })
})

describe('a transaction id with a log index no row can hold', () => {
  const txHash = 'ab'.repeat(32)
  for (const index of ['2147483648', '9007199254740991', '100000000000000000000000']) {
    it(`is not found (404), never a database error (index ${index})`, async () => {
      for (const id of [`module_${safe}_i${txHash}${index}`, `transfer_${safe}_i${txHash}${index}`])
        await expectRefused(() => send('GET', `/v1/chains/${CHAIN}/transactions/${id}`), 404, /not found/)
      if (Number.isSafeInteger(Number(index)))
        await expectRefused(
          () => send('GET', `/v1/chains/${CHAIN}/transactions/transfer_${safe}_e${txHash}${index}`),
          404,
          /not found/,
        )
    })
  }
})

describe('text Postgres cannot store', () => {
  it('refuses a NUL byte in a query parameter', async () => {
    await expectRefused(() => send('GET', `/v1/chains/${CHAIN}/delegates?label=%00`), 400, /label.*U\+0000/)
  })

  it('refuses a NUL byte in a body field', async () => {
    const body = { ...(await proposal(1n, [0])), origin: 'evil\u0000' }
    await expectRefused(() => send('POST', `/v1/chains/${CHAIN}/transactions/${safe}/propose`, body), 400, /origin/)
  })

  it('refuses a message text with a lone surrogate, even signed by an owner', async () => {
    const message = 'pay \ud800 now'
    const body = { message, signature: await signMessage(0, message) }
    await expectRefused(
      () => send('POST', `/v1/chains/${CHAIN}/safes/${safe}/messages`, body),
      400,
      /message.*surrogate/,
    )
  })

  it('refuses a typed-data string with a lone surrogate, even signed by an owner', async () => {
    const message = {
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      domain: { name: 'Notes' },
      message: { text: 'a \udfff b' },
    }
    const body = { message, signature: await signMessage(0, message) }
    await expectRefused(
      () => send('POST', `/v1/chains/${CHAIN}/safes/${safe}/messages`, body),
      400,
      /message.*surrogate/,
    )
  })
})

describe('deeply nested typed data', () => {
  /** The body as text: a value this deep is beyond what JSON.stringify can write. */
  function body(depth: number): string {
    const inner = `${'{"inner":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`
    return `{"message":{"types":{"Note":[{"name":"inner","type":"string"}]},"primaryType":"Note","domain":{"name":"Notes"},"message":{"inner":${inner}}},"signature":"0x${'11'.repeat(65)}"}`
  }

  for (const depth of [50_000, 100]) {
    it(`is refused before any work, unsigned (${depth} levels)`, async () => {
      await expectRefused(
        () => send('POST', `/v1/chains/${CHAIN}/safes/${safe}/messages`, body(depth)),
        400,
        /message.*deeper than 32 levels/,
      )
    })
  }
})

async function proposal(nonce: bigint, signers: number[], fields: Record<string, bigint> = {}) {
  const tx = createSafeTx({ to: account(5), nonce, ...fields })
  return buildTestProposal(stack.devnet, { safe, tx, sender: 0, signers })
}

describe('a proposal nonce a JSON number cannot hold', () => {
  for (const nonce of [2n ** 53n + 1n, 2n ** 53n - 1n, 2n ** 64n, 2n ** 256n - 1n]) {
    for (const signers of [[0], []]) {
      it(`is refused with 400 and stores nothing (nonce ${nonce}, ${signers.length ? 'signed' : 'unsigned'})`, async () => {
        const body = await proposal(nonce, signers)
        await expectRefused(() => send('POST', `/v1/chains/${CHAIN}/transactions/${safe}/propose`, body), 400, /nonce/)
      })
    }
  }
})

describe("hostile values that pass validation do not break the Safe's routes", () => {
  const MAX_UINT256 = 2n ** 256n - 1n
  const stored: { nonce: bigint; fields: Record<string, bigint> }[] = [
    { nonce: 2n ** 53n - 2n, fields: {} },
    { nonce: 2n ** 40n, fields: { value: MAX_UINT256 } },
    { nonce: 3n, fields: { safeTxGas: MAX_UINT256, baseGas: MAX_UINT256, gasPrice: MAX_UINT256 } },
    { nonce: 4n, fields: { value: MAX_UINT256, safeTxGas: MAX_UINT256, baseGas: MAX_UINT256, gasPrice: MAX_UINT256 } },
  ]

  it('stores each (signed and unsigned), then every read of the Safe answers 2xx', async () => {
    const hashes: Hex[] = []
    for (const { nonce, fields } of stored)
      for (const signers of [[0], []]) {
        const body = await proposal(nonce, signers, signers.length ? fields : { ...fields, baseGas: 1n })
        const answer = await send('POST', `/v1/chains/${CHAIN}/transactions/${safe}/propose`, body)
        expect(answer.status, JSON.stringify(answer.body)).toBe(200)
        hashes.push(body.safeTxHash)
      }
    const reads = [
      `/v1/chains/${CHAIN}/safes/${safe}`,
      `/v1/chains/${CHAIN}/safes/${safe}/nonces`,
      `/v1/chains/${CHAIN}/safes/${safe}/transactions/queued`,
      `/v1/chains/${CHAIN}/safes/${safe}/transactions/queued?trusted=false`,
      `/v1/chains/${CHAIN}/safes/${safe}/transactions/queued?trusted=true`,
      `/v1/chains/${CHAIN}/safes/${safe}/transactions/history`,
      `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions`,
      `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions?executed=false&trusted=false`,
      `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions?nonce=${2n ** 53n - 2n}`,
      `/v1/chains/${CHAIN}/safes/${safe}/multisig-transactions?value=${MAX_UINT256}`,
      ...hashes.map((hash) => `/v1/chains/${CHAIN}/transactions/${hash}`),
      ...hashes.map((hash) => `/v1/chains/${CHAIN}/transactions/multisig_${safe}_${hash}`),
    ]
    for (const path of reads) {
      const answer = await send('GET', path)
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
    }
    const estimation = await send('POST', `/v2/chains/${CHAIN}/safes/${safe}/multisig-transactions/estimations`, {
      to: zeroAddress,
      value: '0',
    })
    expect(estimation.status, JSON.stringify(estimation.body)).toBeLessThan(500)
    expect(estimation.body).toMatchObject({ recommendedNonce: Number(2n ** 53n - 1n) })
    const nonces = await send('GET', `/v1/chains/${CHAIN}/safes/${safe}/nonces`)
    expect(nonces.body).toMatchObject({ recommendedNonce: Number(2n ** 53n - 1n) })
  })
})
