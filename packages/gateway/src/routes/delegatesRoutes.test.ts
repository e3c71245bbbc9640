import {
  getDelegates,
  type MultisigTransactionRequest,
  proposeTransaction,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe, execSafeTransaction } from '@strongroom/devnet'
import {
  buildProposeTransactionBody,
  createSafeTx,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  joinSignatures,
  type SafeTx,
  safeL2Abi,
  type TransactionDetails,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData, getAddress, type Hex, hashMessage, hashTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachCookieToFetch } from '../testing/attachCookieToFetch'
import { expectRefused } from '../testing/expectRefused'
import { sendJson } from '../testing/sendJson'
import { signInToGateway } from '../testing/signInToGateway'
import { startTestStack, type TestStack } from '../testing/startTestStack'

const CHAIN = '1337'
const CHAIN_ID = 1337
const SENTINEL = '0x0000000000000000000000000000000000000001'

let stack: TestStack
let account: (index: number) => Address
/** 2-of-3 of accounts 0, 1, 2. */
let safe: Address
/** 1-of-1 of account 3, used as an EIP-1271 delegator. */
let contractDelegator: Address
/** Session cookies from the real sign-in flow: dev accounts by index, and the contract delegator (EIP-1271). */
const sessions = new Map<number | 'contract', string>()
/** Whose session the next requests carry (every fetch to the gateway, the SDK's included); null for none. */
let actor: number | 'contract' | null = 0
let restoreFetch: () => void

function hour(offset = 0): bigint {
  return BigInt(Math.floor(Date.now() / 3_600_000)) + BigInt(offset)
}

/** The transaction service's delegate typed data, written out here rather than taken from the code under test. */
function delegateTypedData(delegate: Address, totp: bigint, withChainId = true) {
  return {
    domain: { name: 'Safe Transaction Service', version: '1.0', ...(withChainId ? { chainId: CHAIN_ID } : {}) },
    types: {
      Delegate: [
        { name: 'delegateAddress', type: 'address' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'Delegate' as const,
    message: { delegateAddress: delegate, totp },
  }
}

async function signDelegate(signer: number, delegate: Address, totp = hour(), withChainId = true): Promise<Hex> {
  return stack.devnet.walletClient(signer).signTypedData(delegateTypedData(delegate, totp, withChainId))
}

const send = (method: string, path: string, body?: unknown) => sendJson(stack.gateway.url, method, path, body)

function safeTx(fields: Partial<SafeTx> & { nonce: bigint }): SafeTx {
  return createSafeTx({ to: account(9), ...fields })
}

function proposal(safeAddress: Address, tx: SafeTx, sender: Address, signature?: Hex): MultisigTransactionRequest {
  return buildProposeTransactionBody({ chainId: CHAIN_ID, safe: safeAddress, tx, sender, signature })
}

async function signTx(signer: number, safeAddress: Address, tx: SafeTx): Promise<Hex> {
  return stack.devnet.walletClient(signer).signTypedData(getSafeTxTypedData({ chainId: CHAIN_ID, safeAddress, tx }))
}

async function countStored(): Promise<number> {
  const [row] = await stack.testDb.db.query<{ count: number }>(
    `select (select count(*) from delegates)::integer * 1000
       + (select count(*) from multisig_transactions)::integer as count`,
  )
  return row?.count ?? 0
}

beforeAll(async () => {
  stack = await startTestStack()
  setBaseUrl(stack.gateway.url)
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 })
  contractDelegator = await createSafe(stack.devnet, { owners: [3], threshold: 1 })
  await stack.indexed()
  for (const index of [0, 1, 2, 4, 7])
    sessions.set(
      index,
      await signInToGateway(stack.gateway.url, {
        address: account(index),
        chainId: CHAIN_ID,
        sign: (message) => stack.devnet.walletClient(index).signMessage({ message }),
      }),
    )
  // The Safe signs in through EIP-1271: its owner signs the SafeMessage of the sign-in message's EIP-191 hash.
  sessions.set(
    'contract',
    await signInToGateway(stack.gateway.url, {
      address: contractDelegator,
      chainId: CHAIN_ID,
      sign: (message) =>
        stack.devnet
          .walletClient(3)
          .signTypedData(
            getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: contractDelegator, data: hashMessage(message) }),
          ),
    }),
  )
  restoreFetch = attachCookieToFetch(stack.gateway.url, () => (actor === null ? undefined : sessions.get(actor)))
})

afterAll(async () => {
  restoreFetch?.()
  await stack?.stop()
})

describe('adding and listing delegates', () => {
  it('adds a Safe delegate with the delegator’s EIP-712 signature and lists it on v1 and v2', async () => {
    const added = await send('POST', `/v2/chains/${CHAIN}/delegates`, {
      safe,
      delegate: account(5),
      delegator: account(0),
      signature: await signDelegate(0, account(5)),
      label: 'Proposer bot',
    })
    expect(added).toEqual({ status: 200, length: '0', body: null })
    // Live updates: the Safe's settings (its delegates) changed.
    expect(
      await stack.testDb.db.query(
        `select safe, kinds from safe_change_events where reason = 'delegates' order by id desc limit 1`,
      ),
    ).toEqual([{ safe, kinds: ['safe'] }])
    const expected = { safe, delegate: account(5), delegator: account(0), label: 'Proposer bot' }
    const page = await getDelegates(CHAIN, { safe })
    expect(page).toEqual({ count: 1, next: null, previous: null, results: [expected] })
    const v1 = await fetch(`${stack.gateway.url}/v1/chains/${CHAIN}/delegates?delegate=${account(5)}`)
    expect(await v1.json()).toEqual({ count: 1, next: null, previous: null, results: [expected] })
  })

  it('accepts the previous hour’s counter under the domain without chainId, for all Safes of the delegator', async () => {
    const answer = await send('POST', `/v2/chains/${CHAIN}/delegates`, {
      delegate: account(6),
      delegator: account(0),
      signature: await signDelegate(0, account(6), hour(-1), false),
      label: 'Everywhere',
    })
    expect(answer.status).toBe(200)
    expect((await getDelegates(CHAIN, { delegate: account(6) })).results).toEqual([
      { safe: null, delegate: account(6), delegator: account(0), label: 'Everywhere' },
    ])
    // A delegation for all of the delegator's Safes changes each Safe it owns (as indexed).
    const owned = await stack.testDb.db.query<{ address: string }>(
      'select address from safe_states where owners @> array[$1]::text[] order by address',
      [account(0)],
    )
    const changed = await stack.testDb.db.query<{ safe: string }>(
      `select safe from safe_change_events where reason = 'delegates' order by id desc limit $1`,
      [owned.length],
    )
    expect(changed.map((row) => row.safe).sort()).toEqual(owned.map((row) => row.address))
  })

  it('updates the label when the same delegation is added again', async () => {
    await send('POST', `/v2/chains/${CHAIN}/delegates`, {
      delegate: account(6),
      delegator: account(0),
      signature: await signDelegate(0, account(6)),
      label: 'Renamed',
    })
    expect((await getDelegates(CHAIN, { delegate: account(6) })).results).toEqual([
      { safe: null, delegate: account(6), delegator: account(0), label: 'Renamed' },
    ])
  })

  it('accepts a Safe as delegator through EIP-1271', async () => {
    actor = 'contract'
    const hash = hashTypedData(delegateTypedData(account(7), hour()))
    const inner = await stack.devnet
      .walletClient(3)
      .signTypedData(getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: contractDelegator, data: hash }))
    const answer = await send('POST', `/v2/chains/${CHAIN}/delegates`, {
      delegate: account(7),
      delegator: contractDelegator,
      signature: joinSignatures([{ signer: contractDelegator, data: inner, kind: 'CONTRACT_SIGNATURE' }]),
      label: 'Through a Safe',
    })
    expect(answer.status).toBe(200)
    expect((await getDelegates(CHAIN, { delegator: contractDelegator })).results).toEqual([
      { safe: null, delegate: account(7), delegator: contractDelegator, label: 'Through a Safe' },
    ])
    actor = 0
  })

  it('accepts the legacy text-hash signature on the v1 route', async () => {
    actor = 1
    const text = `${account(8)}${hour()}`
    const answer = await send('POST', `/v1/chains/${CHAIN}/delegates`, {
      safe,
      delegate: account(8),
      delegator: account(1),
      signature: await stack.devnet.walletClient(1).signMessage({ message: text }),
      label: 'Legacy',
    })
    expect(answer.status).toBe(200)
    expect((await getDelegates(CHAIN, { delegator: account(1) })).results).toEqual([
      { safe, delegate: account(8), delegator: account(1), label: 'Legacy' },
    ])
    actor = 0
  })

  it('pages with count and cursor links', async () => {
    const first = await fetch(
      `${stack.gateway.url}/v2/chains/${CHAIN}/delegates?delegator=${account(0)}&cursor=limit%3D1`,
    )
    const page = (await first.json()) as Awaited<ReturnType<typeof getDelegates>> & { count: number }
    expect(page.count).toBe(2)
    expect(page.results).toHaveLength(1)
    expect(page.next).toBe(
      `${stack.gateway.url}/v2/chains/${CHAIN}/delegates?delegator=${account(0)}&cursor=limit%3D1%26offset%3D1`,
    )
  })
})

describe('a delegate proposes but never confirms', () => {
  it('stores a delegate’s signed proposal as trusted, with the delegator as proposer and no confirmation', async () => {
    const tx = safeTx({ nonce: 0n })
    const details = (await proposeTransaction(
      CHAIN,
      safe,
      proposal(safe, tx, account(5), await signTx(5, safe, tx)),
    )) as unknown as TransactionDetails
    expect(details).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      detailedExecutionInfo: {
        confirmations: [],
        confirmationsRequired: 2,
        trusted: true,
        proposer: { value: account(0) },
        proposedByDelegate: { value: account(5) },
      },
    })
    // Two owners still have to sign: the delegate's signature counts for nothing.
    const owners = joinSignatures([
      { signer: account(0), data: await signTx(0, safe, tx), kind: 'EOA' },
      { signer: account(1), data: await signTx(1, safe, tx), kind: 'EOA' },
    ])
    const confirmed = (await proposeTransaction(
      CHAIN,
      safe,
      proposal(safe, tx, account(1), owners),
    )) as unknown as TransactionDetails
    expect(confirmed).toMatchObject({
      txStatus: 'AWAITING_EXECUTION',
      detailedExecutionInfo: { proposer: { value: account(0) }, proposedByDelegate: { value: account(5) } },
    })
    expect(
      confirmed.detailedExecutionInfo?.type === 'MULTISIG' &&
        confirmed.detailedExecutionInfo.confirmations.map(({ signer }) => signer.value).sort(),
    ).toEqual([account(0), account(1)].sort())
  })

  it('lets an all-Safes delegate propose without a signature (untrusted)', async () => {
    const tx = safeTx({ nonce: 1n })
    const details = (await proposeTransaction(
      CHAIN,
      safe,
      proposal(safe, tx, account(6)),
    )) as unknown as TransactionDetails
    expect(details.detailedExecutionInfo).toMatchObject({ trusted: false, proposedByDelegate: { value: account(6) } })
  })

  it('refuses a delegate carrying owner signatures, a non-delegate sender, and a delegate signing as someone else', async () => {
    const tx = safeTx({ nonce: 2n })
    const stored = await countStored()
    const path = `/v1/chains/${CHAIN}/transactions/${safe}/propose`
    const cases: [string, MultisigTransactionRequest][] = [
      ['owner signature', proposal(safe, tx, account(5), await signTx(0, safe, tx))],
      [
        'two signatures',
        proposal(
          safe,
          tx,
          account(5),
          joinSignatures([
            { signer: account(5), data: await signTx(5, safe, tx), kind: 'EOA' },
            { signer: account(0), data: await signTx(0, safe, tx), kind: 'EOA' },
          ]),
        ),
      ],
      ['not a delegate', proposal(safe, tx, account(4), await signTx(4, safe, tx))],
      // Account 8 is a delegate of account 1 for `safe` only; another Safe is out of its reach.
      ['delegate of another Safe', proposal(contractDelegator, tx, account(8), await signTx(8, contractDelegator, tx))],
    ]
    for (const [name, body] of cases) {
      const answer = await send(
        'POST',
        path.replace(safe, name === 'delegate of another Safe' ? contractDelegator : safe),
        body,
      )
      expect({ name, status: answer.status, code: answer.body?.code }).toEqual({ name, status: 422, code: 422 })
    }
    expect(await countStored()).toBe(stored)
  })
})

describe('removing delegates', () => {
  it('lets the delegate remove itself (v2) and the delegator remove on v1', async () => {
    actor = 7
    const removed = await send('DELETE', `/v2/chains/${CHAIN}/delegates/${account(7)}`, {
      delegator: contractDelegator,
      signature: await signDelegate(7, account(7)),
    })
    expect(removed).toEqual({ status: 200, length: '0', body: null })
    expect((await getDelegates(CHAIN, { delegate: account(7) })).results).toEqual([])

    actor = 0
    const v1 = await send('DELETE', `/v1/chains/${CHAIN}/delegates/${account(6)}`, {
      delegate: account(6),
      delegator: account(0),
      signature: await signDelegate(0, account(6)),
    })
    expect(v1.status).toBe(200)
    expect((await getDelegates(CHAIN, { delegate: account(6) })).results).toEqual([])
  })

  it('drops a delegation once its delegator is no longer an owner', async () => {
    const shared = await createSafe(stack.devnet, { owners: [0, 1], threshold: 1 })
    await stack.indexed()
    actor = 1
    await send('POST', `/v2/chains/${CHAIN}/delegates`, {
      safe: shared,
      delegate: account(9),
      delegator: account(1),
      signature: await signDelegate(1, account(9)),
      label: 'Until removed',
    })
    expect((await getDelegates(CHAIN, { safe: shared })).results).toHaveLength(1)
    actor = 0
    const owners = await stack.devnet.publicClient.readContract({
      address: shared,
      abi: safeL2Abi,
      functionName: 'getOwners',
    })
    const index = owners.findIndex((owner) => getAddress(owner) === account(1))
    const previous = index === 0 ? SENTINEL : owners[index - 1]!
    await execSafeTransaction(stack.devnet, {
      safe: shared,
      tx: {
        to: shared,
        data: encodeFunctionData({ abi: safeL2Abi, functionName: 'removeOwner', args: [previous, account(1), 1n] }),
      },
      signers: [0],
    })
    await stack.indexed()
    expect((await getDelegates(CHAIN, { safe: shared })).results).toEqual([])
    const tx = safeTx({ nonce: 1n })
    const answer = await send(
      'POST',
      `/v1/chains/${CHAIN}/transactions/${shared}/propose`,
      proposal(shared, tx, account(9)),
    )
    expect(answer.status).toBe(422)
  })
})

describe('bad input is refused and nothing is stored', () => {
  it('answers 4xx {code, message} for each kind of bad request', async () => {
    const stored = await countStored()
    const good = await signDelegate(0, account(4))
    const add = `/v2/chains/${CHAIN}/delegates`
    const body = { safe, delegate: account(4), delegator: account(0), signature: good, label: 'x' }
    const cases: [string, string, string, unknown, number][] = [
      ['bad delegate address', 'POST', add, { ...body, delegate: '0x1234' }, 400],
      ['bad checksum', 'POST', add, { ...body, delegator: account(0).toLowerCase().replace('f', 'F') }, 400],
      ['label too long', 'POST', add, { ...body, label: 'x'.repeat(51) }, 400],
      ['signature not hex', 'POST', add, { ...body, signature: 'zz' }, 400],
      ['signature of 64 bytes', 'POST', add, { ...body, signature: good.slice(0, 130) }, 422],
      ['signed by another account', 'POST', add, { ...body, signature: await signDelegate(4, account(4)) }, 422],
      ['signed for another delegate', 'POST', add, { ...body, signature: await signDelegate(0, account(3)) }, 422],
      ['counter two hours old', 'POST', add, { ...body, signature: await signDelegate(0, account(4), hour(-2)) }, 422],
      [
        'legacy signature on v2',
        'POST',
        add,
        { ...body, signature: await stack.devnet.walletClient(0).signMessage({ message: `${account(4)}${hour()}` }) },
        422,
      ],
      [
        'delegator not an owner',
        'POST',
        add,
        { ...body, delegator: account(4), signature: await signDelegate(4, account(4)) },
        422,
      ],
      ['Safe that is no Safe', 'POST', add, { ...body, safe: account(9) }, 404],
      ['expiry in the past', 'POST', add, { ...body, expiryDate: '2020-01-01T00:00:00Z' }, 400],
      ['unknown chain', 'POST', add.replace(CHAIN, '5'), body, 404],
      ['oversized body', 'POST', add, JSON.stringify({ ...body, label: 'x'.repeat(20_000) }), 413],
      ['delete: unknown delegation', 'DELETE', `${add}/${account(4)}`, { delegator: account(0), signature: good }, 404],
      [
        'delete: stranger',
        'DELETE',
        `${add}/${account(5)}`,
        { delegator: account(0), signature: await signDelegate(4, account(5)) },
        422,
      ],
      ['delete: bad path address', 'DELETE', `${add}/0xabc`, { delegator: account(0), signature: good }, 400],
      ['delete: no body', 'DELETE', `${add}/${account(5)}`, undefined, 400],
      [
        'delete v1: body names another delegate',
        'DELETE',
        `/v1/chains/${CHAIN}/delegates/${account(5)}`,
        { delegate: account(4), delegator: account(0), signature: good },
        400,
      ],
      ['list: no filter', 'GET', add, undefined, 400],
      ['list: bad address', 'GET', `${add}?safe=0x12`, undefined, 400],
    ]
    for (const [name, method, path, payload, status] of cases) {
      expectRefused(name, await send(method, path, payload), status)
    }
    expect(await countStored()).toBe(stored)
    expect((await getDelegates(CHAIN, { delegate: account(5) })).results).toHaveLength(1)
  })
})

describe('a session is required as well as the signature', () => {
  it('answers 401 without a session and 403 when the signed-in account may not manage the delegation', async () => {
    const stored = await countStored()
    const add = `/v2/chains/${CHAIN}/delegates`
    const body = {
      safe,
      delegate: account(3),
      delegator: account(0),
      signature: await signDelegate(0, account(3)),
      label: 'Needs a session',
    }
    const remove = { delegator: account(0), safe, signature: await signDelegate(0, account(5)) }
    const cases: [string, number | null, string, string, unknown, number][] = [
      ['add without a session', null, 'POST', add, body, 401],
      ['remove without a session', null, 'DELETE', `${add}/${account(5)}`, remove, 401],
      ['add as a non-owner', 4, 'POST', add, body, 403],
      ['add for all Safes as an owner who is not the delegator', 1, 'POST', add, { ...body, safe: undefined }, 403],
      ['remove as a non-owner', 4, 'DELETE', `${add}/${account(5)}`, remove, 403],
      [
        'remove v1 as a non-owner',
        4,
        'DELETE',
        `/v1/chains/${CHAIN}/delegates/${account(5)}`,
        { delegate: account(5), delegator: account(0), signature: remove.signature },
        403,
      ],
    ]
    try {
      for (const [name, who, method, path, payload, status] of cases) {
        actor = who
        expectRefused(name, await send(method, path, payload), status)
      }
    } finally {
      actor = 0
    }
    expect(await countStored()).toBe(stored)
  })

  it('lets another owner of the Safe add and remove a delegation the delegator signed', async () => {
    actor = 2
    try {
      const body = {
        safe,
        delegate: account(3),
        delegator: account(0),
        signature: await signDelegate(0, account(3)),
        label: 'Added by a co-owner',
      }
      expect((await send('POST', `/v2/chains/${CHAIN}/delegates`, body)).status).toBe(200)
      expect((await getDelegates(CHAIN, { delegate: account(3) })).results).toEqual([
        { safe, delegate: account(3), delegator: account(0), label: 'Added by a co-owner' },
      ])
      const removed = await send('DELETE', `/v2/chains/${CHAIN}/delegates/${account(3)}`, {
        delegator: account(0),
        safe,
        signature: await signDelegate(0, account(3)),
      })
      expect(removed.status).toBe(200)
      expect((await getDelegates(CHAIN, { delegate: account(3) })).results).toEqual([])
    } finally {
      actor = 0
    }
  })
})
