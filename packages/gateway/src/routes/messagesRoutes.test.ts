import {
  confirmSafeMessage,
  getSafeMessage,
  getSafeMessages,
  proposeSafeMessage,
  type SafeMessage,
  setBaseUrl,
} from '@safe-global/safe-gateway-typescript-sdk'
import { createSafe, execSafeTransaction } from '@strongroom/devnet'
import {
  adjustSignatureV,
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  eip1271Abi,
  encodeSafeMessageData,
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  joinSignatures,
  legacyEip1271Abi,
  type SafeMessageContent,
  type SafeMessageDetails,
  safeL2Abi,
} from '@strongroom/protocol'
import { etherMail } from '@strongroom/protocol/testing'
import { type Address, encodeFunctionData, type Hash, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectRefused } from '../testing/expectRefused'
import { sendJson } from '../testing/sendJson'
import { startTestStack, type TestStack } from '../testing/startTestStack'
import { testSafeAppsRegistry } from '../testing/testSafeAppsRegistry'

const CHAIN = '1337'
const CHAIN_ID = 1337

const mail = etherMail({ chainId: CHAIN_ID })

let stack: TestStack
let account: (index: number) => Address
/** 2-of-3 of accounts 0, 1, 2. */
let safe: Address
/** 1-of-1 of account 3: the contract owner of `nestedSafe`. */
let ownerSafe: Address
/** 2-of-2 of account 0 and `ownerSafe`. */
let nestedSafe: Address

/** An owner's EIP-712 signature of the Safe's SafeMessage for `content`. */
async function signMessage(signer: number, safeAddress: Address, content: SafeMessageContent): Promise<Hex> {
  return stack.devnet
    .walletClient(signer)
    .signTypedData(getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress, data: hashSafeMessageContent(content) }))
}

async function isValidOnChain(safeAddress: Address, content: SafeMessageContent, signature: Hex) {
  const contentHash = hashSafeMessageContent(content)
  const [current, legacy] = await Promise.all([
    stack.devnet.publicClient
      .readContract({
        address: safeAddress,
        abi: eip1271Abi,
        functionName: 'isValidSignature',
        args: [contentHash, signature],
      })
      .catch(() => 'reverted'),
    stack.devnet.publicClient
      .readContract({
        address: safeAddress,
        abi: legacyEip1271Abi,
        functionName: 'isValidSignature',
        args: [contentHash, signature],
      })
      .catch(() => 'reverted'),
  ])
  return { current, legacy }
}

/** The status and body of the gateway's answer (the tests compare both at once). */
async function request(method: string, path: string, body?: unknown) {
  const { status, body: answer } = await sendJson(stack.gateway.url, method, path, body)
  return { status, body: answer }
}

async function countStored(): Promise<number> {
  const [row] = await stack.testDb.db.query<{ count: number }>(
    `select (select count(*) from safe_messages)::integer + (select count(*) from safe_message_confirmations)::integer
       + (select count(*) from notification_outbox)::integer as count`,
  )
  return row?.count ?? 0
}

beforeAll(async () => {
  stack = await startTestStack({ safeApps: testSafeAppsRegistry })
  setBaseUrl(stack.gateway.url)
  account = (index) => stack.devnet.accounts[index]!.address
  safe = await createSafe(stack.devnet, { owners: [0, 1, 2], threshold: 2 })
  ownerSafe = await createSafe(stack.devnet, { owners: [3], threshold: 1 })
  nestedSafe = await createSafe(stack.devnet, { owners: [account(0), ownerSafe], threshold: 2 })
  await stack.indexed()
})

afterAll(async () => {
  await stack?.stop()
})

describe('a text message signed by two owners', () => {
  const content = 'Hello Safe'
  let messageHash: Hash

  it('stores a proposal with its one signature and reads it back through the SDK', async () => {
    messageHash = getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: safe, message: content })
    const signature = await signMessage(0, safe, content)
    await proposeSafeMessage(CHAIN, safe, { message: content, signature, safeAppId: 1, origin: '{"url":"x"}' })
    const message = (await getSafeMessage(CHAIN, messageHash)) as unknown as SafeMessageDetails
    expect(message).toEqual({
      messageHash,
      status: 'NEEDS_CONFIRMATION',
      logoUri: 'http://localhost:5173/apps/sample/icon.svg',
      name: 'Strongroom Sample App',
      message: content,
      creationTimestamp: expect.any(Number),
      modifiedTimestamp: expect.any(Number),
      confirmationsSubmitted: 1,
      confirmationsRequired: 2,
      proposedBy: { value: account(0), name: null, logoUri: null },
      confirmations: [{ owner: { value: account(0), name: null, logoUri: null }, signature: signature.toLowerCase() }],
      preparedSignature: null,
      safeAppId: 1,
      origin: '{"url":"x"}',
    })
    expect(await isValidOnChain(safe, content, signature)).toEqual({ current: 'reverted', legacy: 'reverted' })
  })

  it('is CONFIRMED with a prepared signature once a second owner signs (eth_sign), and the Safe accepts it', async () => {
    const ethSign = await stack.devnet.walletClient(1).signMessage({ message: { raw: messageHash } })
    const before = (await getSafeMessage(CHAIN, messageHash)).modifiedTimestamp
    await confirmSafeMessage(CHAIN, messageHash, {
      signature: adjustSignatureV({ signature: ethSign, kind: 'ETH_SIGN' }),
    })
    const message = await getSafeMessage(CHAIN, messageHash)
    expect(message).toMatchObject({ status: 'CONFIRMED', confirmationsSubmitted: 2, confirmationsRequired: 2 })
    expect(message.modifiedTimestamp).toBeGreaterThanOrEqual(before)
    const prepared = message.preparedSignature as Hex
    expect(prepared).toBe(
      joinSignatures(
        message.confirmations.map(({ owner, signature }) => ({
          signer: owner.value as Address,
          data: signature as Hex,
        })),
      ),
    )
    // Owners joined in ascending address order (checkNSignatures rejects any other order).
    expect(message.confirmations.map(({ owner }) => owner.value).sort()).toEqual([account(0), account(1)].sort())
    expect(await isValidOnChain(safe, content, prepared)).toEqual({
      current: EIP1271_MAGIC_VALUE,
      legacy: EIP1271_LEGACY_MAGIC_VALUE,
    })
  })

  it('lists it under a UTC-midnight date label with the message count', async () => {
    const page = await getSafeMessages(CHAIN, safe)
    const created = (await getSafeMessage(CHAIN, messageHash)).creationTimestamp
    expect(page).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        { type: 'DATE_LABEL', timestamp: created - (created % 86_400_000) },
        expect.objectContaining({ type: 'MESSAGE', messageHash, status: 'CONFIRMED' }),
      ],
    })
  })
})

describe('typed data signed by an EOA owner and a Safe owner (EIP-1271)', () => {
  it('verifies the nested Safe signature on chain and prepares a signature the outer Safe accepts', async () => {
    // The SDK's EIP712TypedData has no primaryType; the gateway derives it.
    const content = { ...mail, primaryType: 'Mail' as const }
    const messageHash = getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: nestedSafe, message: content })
    await proposeSafeMessage(CHAIN, nestedSafe, { message: mail, signature: await signMessage(0, nestedSafe, content) })

    // The owner Safe signs its own SafeMessage over the outer message's 66-byte preimage (what checkNSignatures hands it).
    const preimage = encodeSafeMessageData({
      chainId: CHAIN_ID,
      safeAddress: nestedSafe,
      contentHash: hashSafeMessageContent(content),
    })
    const inner = await stack.devnet
      .walletClient(3)
      .signTypedData(getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: ownerSafe, data: preimage }))
    const contractSignature = joinSignatures([{ signer: ownerSafe, data: inner, kind: 'CONTRACT_SIGNATURE' }])
    await confirmSafeMessage(CHAIN, messageHash, { signature: contractSignature })

    const message = await getSafeMessage(CHAIN, messageHash)
    expect(message).toMatchObject({
      status: 'CONFIRMED',
      message: mail,
      confirmations: expect.arrayContaining([
        expect.objectContaining({ owner: expect.objectContaining({ value: ownerSafe }) }),
      ]),
    })
    expect(await isValidOnChain(nestedSafe, content, message.preparedSignature as Hex)).toEqual({
      current: EIP1271_MAGIC_VALUE,
      legacy: EIP1271_LEGACY_MAGIC_VALUE,
    })
  })

  it('refuses a contract signature the owner Safe does not accept', async () => {
    const content = 'Not signed by the owner Safe'
    await proposeSafeMessage(CHAIN, nestedSafe, {
      message: content,
      signature: await signMessage(0, nestedSafe, content),
    })
    const messageHash = getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: nestedSafe, message: content })
    // Account 4 is no owner of ownerSafe.
    const inner = await signMessage(4, ownerSafe, content)
    const stored = await countStored()
    const answer = await request('POST', `/v1/chains/${CHAIN}/messages/${messageHash}/signatures`, {
      signature: joinSignatures([{ signer: ownerSafe, data: inner, kind: 'CONTRACT_SIGNATURE' }]),
    })
    expect(answer).toEqual({ status: 422, body: { code: 422, message: expect.stringContaining('EIP-1271') } })
    expect(await countStored()).toBe(stored)
  })
})

describe('status follows the current threshold', () => {
  it('confirms a one-signature message once the Safe lowers its threshold to 1', async () => {
    const lowered = await createSafe(stack.devnet, { owners: [0, 1], threshold: 2 })
    await stack.indexed()
    const content = 'threshold test'
    await proposeSafeMessage(CHAIN, lowered, { message: content, signature: await signMessage(1, lowered, content) })
    const messageHash = getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: lowered, message: content })
    expect(await getSafeMessage(CHAIN, messageHash)).toMatchObject({
      status: 'NEEDS_CONFIRMATION',
      confirmationsRequired: 2,
    })

    await execSafeTransaction(stack.devnet, {
      safe: lowered,
      tx: { to: lowered, data: encodeFunctionData({ abi: safeL2Abi, functionName: 'changeThreshold', args: [1n] }) },
      signers: [0, 1],
    })
    await stack.indexed()
    const message = await getSafeMessage(CHAIN, messageHash)
    expect(message).toMatchObject({ status: 'CONFIRMED', confirmationsRequired: 1, confirmationsSubmitted: 1 })
    expect(await isValidOnChain(lowered, content, message.preparedSignature as Hex)).toMatchObject({
      current: EIP1271_MAGIC_VALUE,
    })
  })
})

describe('pagination', () => {
  it('pages newest first with absolute cursor links, labelling every page', async () => {
    const paged = await createSafe(stack.devnet, { owners: [0], threshold: 1 })
    // The first one without the SDK: a void answer must be 200 with Content-Length 0, never 204 (SDK 3.14).
    const raw = await fetch(`${stack.gateway.url}/v1/chains/${CHAIN}/safes/${paged}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'one', signature: await signMessage(0, paged, 'one') }),
    })
    expect([raw.status, raw.headers.get('content-length'), await raw.text()]).toEqual([200, '0', ''])
    for (const content of ['two', 'three'])
      await proposeSafeMessage(CHAIN, paged, { message: content, signature: await signMessage(0, paged, content) })
    const first = await getSafeMessages(
      CHAIN,
      paged,
      `${stack.gateway.url}/v1/chains/${CHAIN}/safes/${paged}/messages?cursor=limit%3D2%26offset%3D0`,
    )
    expect((first as { count?: number }).count).toBe(3)
    expect(first.previous).toBeNull()
    expect(first.next).toBe(
      `${stack.gateway.url}/v1/chains/${CHAIN}/safes/${paged}/messages?cursor=limit%3D2%26offset%3D2`,
    )
    const messages = (items: typeof first.results) =>
      items.flatMap((item) => (item.type === 'MESSAGE' ? [(item as SafeMessage).message] : []))
    expect(first.results[0]?.type).toBe('DATE_LABEL')
    expect(messages(first.results)).toEqual(['three', 'two'])
    const second = await getSafeMessages(CHAIN, paged, first.next!)
    expect(second.results[0]?.type).toBe('DATE_LABEL')
    expect(messages(second.results)).toEqual(['one'])
    expect(second.next).toBeNull()
    expect(second.previous).toContain('cursor=limit%3D2%26offset%3D0')
  })
})

describe('bad input is refused and nothing is stored', () => {
  const content = 'bad input'

  it('answers 4xx {code, message} for each kind of bad request', async () => {
    const messageHash = getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: safe, message: 'Hello Safe' })
    const good = await signMessage(0, safe, content)
    const base = `/v1/chains/${CHAIN}/safes/${safe}/messages`
    const stored = await countStored()
    const cases: [string, string, unknown, number][] = [
      ['bad address', `/v1/chains/${CHAIN}/safes/0x1234/messages`, { message: content, signature: good }, 400],
      [
        'bad checksum',
        base.replace(
          safe,
          safe.replace(/[a-f]/, (c) => c.toUpperCase()),
        ),
        { message: content, signature: good },
        400,
      ],
      ['unknown chain', base.replace(`/${CHAIN}/`, '/999/'), { message: content, signature: good }, 404],
      ['no signature', base, { message: content }, 400],
      ['signature not hex', base, { message: content, signature: 'hello' }, 400],
      ['signature of 64 bytes', base, { message: content, signature: good.slice(0, 130) }, 422],
      ['signature with an unknown v', base, { message: content, signature: `${good.slice(0, 130)}05` }, 422],
      ['non-owner signature', base, { message: content, signature: await signMessage(5, safe, content) }, 422],
      ['signature of another message', base, { message: content, signature: await signMessage(0, safe, 'other') }, 422],
      [
        'two signatures',
        base,
        {
          message: content,
          signature: joinSignatures([
            { signer: account(0), data: good, kind: 'EOA' },
            { signer: account(1), data: await signMessage(1, safe, content), kind: 'EOA' },
          ]),
        },
        422,
      ],
      ['message that is no Safe message', base, { message: 42, signature: good }, 400],
      [
        'typed data not matching its types',
        base,
        { message: { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: 'nope' } } }, signature: good },
        400,
      ],
      ['message with U+0000', base, { message: 'a\u0000b', signature: good }, 400],
      ['not a Safe', `/v1/chains/${CHAIN}/safes/${account(7)}/messages`, { message: content, signature: good }, 404],
      ['duplicate message', base, { message: 'Hello Safe', signature: await signMessage(2, safe, 'Hello Safe') }, 422],
      ['oversized body', base, JSON.stringify({ message: 'x'.repeat(1_100_000), signature: good }), 413],
      ['malformed JSON', base, '{"message":', 400],
      ['confirm: bad hash', `/v1/chains/${CHAIN}/messages/0x1234/signatures`, { signature: good }, 400],
      [
        'confirm: unknown message',
        `/v1/chains/${CHAIN}/messages/0x${'ab'.repeat(32)}/signatures`,
        { signature: good },
        404,
      ],
      [
        'confirm: owner signed already',
        `/v1/chains/${CHAIN}/messages/${messageHash}/signatures`,
        { signature: await signMessage(0, safe, 'Hello Safe') },
        422,
      ],
      [
        'confirm: non-owner',
        `/v1/chains/${CHAIN}/messages/${messageHash}/signatures`,
        { signature: await signMessage(6, safe, 'Hello Safe') },
        422,
      ],
      ['confirm: empty signature', `/v1/chains/${CHAIN}/messages/${messageHash}/signatures`, { signature: '0x' }, 400],
    ]
    for (const [name, path, body, status] of cases) {
      expectRefused(name, await request('POST', path, body), status)
    }
    expect(await countStored()).toBe(stored)
  })

  it('answers 404 for an unknown message and 400 for a malformed hash', async () => {
    expect(await request('GET', `/v1/chains/${CHAIN}/messages/0x${'cd'.repeat(32)}`)).toMatchObject({ status: 404 })
    expect(await request('GET', `/v1/chains/${CHAIN}/messages/nothex`)).toMatchObject({ status: 400 })
    expect(await request('GET', `/v1/chains/${CHAIN}/safes/0xnope/messages`)).toMatchObject({ status: 400 })
  })
})
