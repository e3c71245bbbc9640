import { parseBridgeRequest, safeL2Abi } from '@strongroom/protocol'
import fc from 'fast-check'
import { bytesToHex, createClient, custom, encodeFunctionResult, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MessageSigner } from '../../transactions'
import { BLIND_SIGNING_REFUSED, INVALID_TYPED_DATA } from './appSigningErrors'
import { prepareAppMessage } from './prepareAppMessage'
import { signAppMessageOffChain } from './signAppMessageOffChain'

// Property: whatever an app sends as signing params, a malformed request ends in an error answer and the wallet is
// never asked. Each input goes the whole way a request goes: the bridge's parser, the message preparation, then the
// off-chain signing with a wallet that records every call.

const CHAIN_ID = 1337
const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const client = createClient({
  transport: custom({
    async request({ method }) {
      if (method === 'eth_call')
        return encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: [owner.address] })
      throw new Error(`unexpected ${method}`)
    },
  }),
})

let signTypedData: ReturnType<typeof vi.fn<MessageSigner['signTypedData']>>

beforeEach(() => {
  signTypedData = vi.fn<MessageSigner['signTypedData']>((typedData) => owner.signTypedData(typedData))
  // The gateway holds no message and stores what it is sent.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response('', { status: 200 })
        : Response.json({ code: 404, message: 'No message' }, { status: 404 }),
    ),
  )
})
afterEach(() => vi.unstubAllGlobals())

type Outcome = { refused: string } | { signed: true }

/** One request from the app, handled as the host handles it. */
async function handle(method: 'signMessage' | 'signTypedMessage', params: unknown): Promise<Outcome> {
  const verdict = parseBridgeRequest({ id: 'p1', method, params, env: { sdkVersion: '9.1.0' } })
  if (verdict.kind === 'drop') throw new Error('a request with an id is never dropped')
  if (verdict.kind === 'refuse') return { refused: verdict.error }
  const request = verdict.request
  if (request.method !== 'signMessage' && request.method !== 'signTypedMessage') throw new Error('another method')
  try {
    const message = prepareAppMessage(request, { chainId: CHAIN_ID, safe: SAFE, blindSigning: false })
    await signAppMessageOffChain(message, {
      client,
      signer: { address: owner.address, signTypedData },
      safe: SAFE as Hex,
      chainId: CHAIN_ID,
      gatewayUrl: 'http://gw.test',
      app: { name: 'Fuzz', url: 'https://fuzz.example' },
    })
    return { signed: true }
  } catch (error) {
    return { refused: (error as Error).message }
  }
}

const mail = {
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
      { name: 'age', type: 'uint8' },
      { name: 'tag', type: 'bytes4' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  domain: { name: 'Ether Mail', version: '1', chainId: CHAIN_ID },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826', age: 7, tag: '0x01020304' },
    contents: 'Hello, Bob!',
  },
}

const person = mail.message.from
/** Typed data broken in one of the ways EIP-712 encoding cannot get past. */
const malformedTypedData = fc.oneof(
  // An address that is none.
  fc
    .string({ maxLength: 50 })
    .filter((text) => !/^0x[0-9a-fA-F]{40}$/.test(text))
    .map((wallet) => ({ ...mail, message: { ...mail.message, from: { ...person, wallet } } })),
  // A uint8 out of range.
  fc
    .oneof(fc.integer({ min: 256 }), fc.integer({ max: -1 }))
    .map((age) => ({ ...mail, message: { ...mail.message, from: { ...person, age } } })),
  // bytes4 of another size.
  fc
    .uint8Array({ maxLength: 12 })
    .filter((bytes) => bytes.length !== 4)
    .map((bytes) => bytesToHex(bytes))
    .map((tag) => ({ ...mail, message: { ...mail.message, from: { ...person, tag } } })),
  // A second root type: the primary type cannot be told.
  fc
    .stringMatching(/^[A-Z][A-Za-z]{0,8}$/)
    .filter((name) => !(name in mail.types))
    .map((name) => ({ ...mail, types: { ...mail.types, [name]: [{ name: 'x', type: 'uint256' }] } })),
  // A primary type that is not declared.
  fc
    .stringMatching(/^[A-Za-z]{1,10}$/)
    .filter((name) => !(name in mail.types))
    .map((primaryType) => ({ ...mail, primaryType })),
  // Not typed data at all.
  fc.anything().filter((value) => typeof value !== 'object' || value === null || !('types' in value)),
)

// 32 bytes that are not readable text (the first is a control character), as a hash is.
const bareHash = fc
  .tuple(fc.integer({ min: 0, max: 8 }), fc.uint8Array({ minLength: 31, maxLength: 31 }))
  .map(([first, rest]) => bytesToHex(Uint8Array.of(first, ...rest)))

/** Whether signMessage params are well formed, said independently of the code under test. */
function isWellFormedMessageParams(params: unknown): boolean {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return false
  const message = (params as { message?: unknown }).message
  return (
    typeof message === 'string' &&
    !(/^0x[0-9a-fA-F]{64}$/.test(message) && /^0x0[0-8]/.test(message)) &&
    !message.includes('\u0000')
  )
}

describe('malformed signing requests', () => {
  it('typed data that does not encode is answered "Invalid typed data" and never reaches the wallet', async () => {
    await fc.assert(
      fc.asyncProperty(malformedTypedData, async (typedData) => {
        signTypedData.mockClear()
        expect(await handle('signTypedMessage', { typedData })).toEqual({ refused: INVALID_TYPED_DATA })
        expect(signTypedData).not.toHaveBeenCalled()
      }),
      { numRuns: 150 },
    )
  })

  it('a bare 32-byte hash is refused while blind signing is off and never reaches the wallet', async () => {
    await fc.assert(
      fc.asyncProperty(bareHash, async (message) => {
        signTypedData.mockClear()
        expect(await handle('signMessage', { message })).toEqual({ refused: BLIND_SIGNING_REFUSED })
        expect(signTypedData).not.toHaveBeenCalled()
      }),
      { numRuns: 50 },
    )
  })

  it('arbitrary signMessage params: only well-formed ones reach the wallet, every other one gets an error', async () => {
    const params = fc.oneof(
      fc.anything(),
      fc.record({ message: fc.anything() }),
      fc.record({ message: fc.string({ maxLength: 80 }) }),
      bareHash.map((message) => ({ message })),
    )
    await fc.assert(
      fc.asyncProperty(params, async (value) => {
        signTypedData.mockClear()
        const outcome = await handle('signMessage', value)
        if (isWellFormedMessageParams(value)) {
          expect(outcome).toEqual({ signed: true })
          expect(signTypedData).toHaveBeenCalledTimes(1)
        } else {
          expect(outcome).toMatchObject({ refused: expect.any(String) })
          expect((outcome as { refused: string }).refused.length).toBeGreaterThan(0)
          expect(signTypedData).not.toHaveBeenCalled()
        }
      }),
      { numRuns: 150 },
    )
  })

  it('malformed sendTransactions params are refused by the bridge before any review or wallet sees them', () => {
    const good = { to: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826', value: '1', data: '0x' }
    const badTx = fc.oneof(
      fc.string({ maxLength: 44 }).map((to) => ({ ...good, to: `${to}z` })),
      fc.bigInt({ min: -(2n ** 70n), max: -1n }).map((value) => ({ ...good, value: value.toString() })),
      fc.constant({ ...good, value: (2n ** 256n).toString() }),
      fc
        .stringMatching(/^0x[0-9a-f]{1,20}$/)
        .filter((data) => data.length % 2 === 1)
        .map((data) => ({ ...good, data })),
      fc.anything().filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
    )
    fc.assert(
      fc.property(fc.array(fc.constant(good), { maxLength: 3 }), badTx, fc.nat(3), (before, bad, at) => {
        const txs = [...before.slice(0, at), bad, ...before.slice(at)]
        const verdict = parseBridgeRequest({
          id: 't1',
          method: 'sendTransactions',
          params: { txs },
          env: { sdkVersion: '9.1.0' },
        })
        expect(verdict.kind).toBe('refuse')
      }),
      { numRuns: 200 },
    )
    expect(
      parseBridgeRequest({ id: 't2', method: 'sendTransactions', params: { txs: [] }, env: { sdkVersion: '8.1.0' } }),
    ).toEqual({ kind: 'refuse', id: 't2', error: 'No transactions were passed' })
  })
})
