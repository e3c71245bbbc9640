import { getSafeMessageTypedData, parseBridgeRequest, type SafeMessageDetails, safeL2Abi } from '@strongroom/protocol'
import { createClient, custom, decodeFunctionData, encodeFunctionResult, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type MessageSigner, SignSafeMessageError } from '../../transactions'
import { type AppMessage, prepareAppMessage } from './prepareAppMessage'
import { signAppMessageOffChain } from './signAppMessageOffChain'

const CHAIN_ID = 1337
const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const APP = { name: 'Mail App', url: 'https://mail.example/app' }
const [owner0, owner1, stranger] = ['11', '22', '44'].map((byte) => privateKeyToAccount(`0x${byte.repeat(32)}`)) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const OWNERS = [owner0.address, owner1.address]

const client = createClient({
  transport: custom({
    async request({ method, params }) {
      if (method === 'eth_call') {
        const { functionName } = decodeFunctionData({ abi: safeL2Abi, data: (params as [{ data: Hex }])[0].data })
        if (functionName === 'getThreshold')
          return encodeFunctionResult({ abi: safeL2Abi, functionName: 'getThreshold', result: 1n })
        if (functionName === 'nonce') return encodeFunctionResult({ abi: safeL2Abi, functionName: 'nonce', result: 0n })
        return encodeFunctionResult({ abi: safeL2Abi, functionName: 'getOwners', result: OWNERS })
      }
      if (method === 'eth_chainId') return `0x${CHAIN_ID.toString(16)}`
      throw new Error(`unexpected ${method}`)
    },
  }),
})

function appMessage(message: string): AppMessage {
  const verdict = parseBridgeRequest({
    id: 'r1',
    method: 'signMessage',
    params: { message },
    env: { sdkVersion: '9.1.0' },
  })
  if (verdict.kind !== 'request' || verdict.request.method !== 'signMessage') throw new Error('not a request')
  return prepareAppMessage(verdict.request, { chainId: CHAIN_ID, safe: SAFE, blindSigning: false })
}

async function signatureOf(account: typeof owner0, message: AppMessage): Promise<Hex> {
  return account.signTypedData(
    getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: SAFE, data: message.contentHash }),
  )
}

function wallet(account: typeof owner0) {
  return {
    address: account.address,
    signTypedData: vi.fn<MessageSigner['signTypedData']>((typedData) => account.signTypedData(typedData)),
  }
}

function storedOf(message: AppMessage, overrides: Partial<SafeMessageDetails>): SafeMessageDetails {
  const info = (value: Hex) => ({ value, name: null, logoUri: null })
  return {
    messageHash: message.messageHash,
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message: message.wire,
    creationTimestamp: 0,
    modifiedTimestamp: 0,
    confirmationsSubmitted: 0,
    confirmationsRequired: 2,
    proposedBy: info(owner0.address),
    confirmations: [],
    preparedSignature: null,
    safeAppId: null,
    origin: null,
    ...overrides,
  }
}

/** The gateway: one stored message (or none), and the POSTs it received. */
function gateway(initial: SafeMessageDetails | undefined, after?: SafeMessageDetails) {
  let stored = initial
  const posts: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname
      if (init?.method === 'POST') {
        posts.push({ path, body: JSON.parse(String(init.body)) })
        stored = after
        return new Response('', { status: 200 })
      }
      if (stored && path === `/v1/chains/${CHAIN_ID}/messages/${stored.messageHash}`) return Response.json(stored)
      return Response.json({ code: 404, message: 'No message' }, { status: 404 })
    }),
  )
  return posts
}

const contextOf = (signer: MessageSigner) => ({
  client,
  signer,
  safe: SAFE as Hex,
  chainId: CHAIN_ID,
  gatewayUrl: 'http://gw.test',
  app: APP,
})

afterEach(() => vi.unstubAllGlobals())

describe('signAppMessageOffChain', () => {
  it('creates a new message with the owner’s verified signature and the app as its origin', async () => {
    const message = appMessage('Hello, Safe!')
    const posts = gateway(undefined)
    const signer = wallet(owner1)
    const answer = await signAppMessageOffChain(message, contextOf(signer))
    expect(answer).toEqual({ messageHash: message.messageHash })
    expect(signer.signTypedData).toHaveBeenCalledWith(
      getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: SAFE, data: message.contentHash }),
    )
    expect(posts).toEqual([
      {
        path: `/v1/chains/${CHAIN_ID}/safes/${SAFE}/messages`,
        body: {
          message: 'Hello, Safe!',
          signature: await signatureOf(owner1, message),
          origin: JSON.stringify({ url: APP.url, name: APP.name }),
        },
      },
    ])
  })

  it('answers the combined signature too when the threshold is reached at once, once it verifies', async () => {
    const message = appMessage('One of one')
    const prepared = await signatureOf(owner0, message)
    gateway(
      undefined,
      storedOf(message, { status: 'CONFIRMED', confirmationsRequired: 1, preparedSignature: prepared }),
    )
    const answer = await signAppMessageOffChain(message, contextOf(wallet(owner0)))
    expect(answer).toEqual({ messageHash: message.messageHash, signature: prepared })
  })

  it('never hands the app a combined signature that does not verify (hostile gateway, docs/web-security.md §2.6)', async () => {
    const message = appMessage('Forged')
    for (const prepared of [`0x${'cd'.repeat(65)}`, await signatureOf(stranger, message)] as const) {
      gateway(
        storedOf(message, {
          status: 'CONFIRMED',
          confirmationsRequired: 1,
          confirmationsSubmitted: 1,
          preparedSignature: prepared,
        }),
      )
      expect(await signAppMessageOffChain(message, contextOf(wallet(owner1)))).toEqual({
        messageHash: message.messageHash,
      })
    }
  })

  it('adds a confirmation to a message the gateway holds, after checking its confirmations', async () => {
    const message = appMessage('Proposed by owner 0')
    const first = {
      owner: { value: owner0.address, name: null, logoUri: null },
      signature: await signatureOf(owner0, message),
    }
    const posts = gateway(storedOf(message, { confirmations: [first], confirmationsSubmitted: 1 }))
    await signAppMessageOffChain(message, contextOf(wallet(owner1)))
    expect(posts).toEqual([
      {
        path: `/v1/chains/${CHAIN_ID}/messages/${message.messageHash}/signatures`,
        body: { signature: await signatureOf(owner1, message) },
      },
    ])
  })

  it('does not ask an owner who signed already', async () => {
    const message = appMessage('Signed')
    const first = {
      owner: { value: owner0.address, name: null, logoUri: null },
      signature: await signatureOf(owner0, message),
    }
    const posts = gateway(storedOf(message, { confirmations: [first], confirmationsSubmitted: 1 }))
    const signer = wallet(owner0)
    expect(await signAppMessageOffChain(message, contextOf(signer))).toEqual({ messageHash: message.messageHash })
    expect(signer.signTypedData).not.toHaveBeenCalled()
    expect(posts).toEqual([])
  })

  it('asks nothing of the wallet for a message already CONFIRMED, and answers its combined signature', async () => {
    const message = appMessage('Confirmed before')
    const prepared = await signatureOf(owner0, message)
    const posts = gateway(
      storedOf(message, {
        status: 'CONFIRMED',
        confirmationsRequired: 1,
        confirmationsSubmitted: 1,
        preparedSignature: prepared,
      }),
    )
    const signer = wallet(owner1)
    expect(await signAppMessageOffChain(message, contextOf(signer))).toEqual({
      messageHash: message.messageHash,
      signature: prepared,
    })
    expect(signer.signTypedData).not.toHaveBeenCalled()
    expect(posts).toEqual([])
  })

  it('refuses before the wallet when the stored content is not what the app asked to sign', async () => {
    const message = appMessage('What the app asked')
    // The gateway answers under the app's hash with other content.
    const posts = gateway(storedOf(message, { message: 'Something else' }))
    const signer = wallet(owner1)
    await expect(signAppMessageOffChain(message, contextOf(signer))).rejects.toThrow('does not match its content')
    expect(signer.signTypedData).not.toHaveBeenCalled()
    expect(posts).toEqual([])
  })

  it('refuses a wallet that is not an owner, and text the gateway cannot store, before the wallet', async () => {
    const posts = gateway(undefined)
    const signer = wallet(stranger)
    await expect(signAppMessageOffChain(appMessage('Hi'), contextOf(signer))).rejects.toThrow(
      'The connected wallet is not an owner of this Safe.',
    )
    const owner = wallet(owner0)
    const nul = signAppMessageOffChain(appMessage('a\u0000b'), contextOf(owner))
    await expect(nul).rejects.toBeInstanceOf(SignSafeMessageError)
    await expect(nul).rejects.toThrow('U+0000')
    expect(signer.signTypedData).not.toHaveBeenCalled()
    expect(owner.signTypedData).not.toHaveBeenCalled()
    expect(posts).toEqual([])
  })

  it('says so when the gateway cannot be asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 503, message: 'down' }, { status: 503 })),
    )
    const signer = wallet(owner0)
    await expect(signAppMessageOffChain(appMessage('Hi'), contextOf(signer))).rejects.toThrow(
      'The gateway could not be asked about this message. Try again.',
    )
    expect(signer.signTypedData).not.toHaveBeenCalled()
  })
})
