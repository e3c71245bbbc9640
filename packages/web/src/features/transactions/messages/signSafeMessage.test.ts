import {
  getSafeMessageHash,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
} from '@strongroom/protocol'
import { type Hex, UserRejectedRequestError } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGateway } from '../../../testing/mockGateway'
import { fakeSafeChain } from '../testing/fakeSafeChain'
import type { ReviewableSafeMessage } from './reviewSafeMessage'
import { SignSafeMessageError } from './SignSafeMessageError'
import { type MessageSigner, signSafeMessage } from './signSafeMessage'

const CHAIN_ID = 1337
const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const [owner0, owner1, owner2, stranger] = ['11', '22', '33', '44'].map((byte) =>
  privateKeyToAccount(`0x${byte.repeat(32)}`),
) as [
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
  ReturnType<typeof privateKeyToAccount>,
]
const OWNERS = [owner0.address, owner1.address, owner2.address]

/** The chain, as far as signing reads it: the Safe's owners, threshold and nonce. */
const client = fakeSafeChain({
  chainId: CHAIN_ID,
  safe: SAFE as `0x${string}`,
  state: { owners: OWNERS, threshold: 2, nonce: 0n },
}).client

const typedMessage = {
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  domain: { name: 'Ether Mail', version: '1', chainId: CHAIN_ID },
  message: { to: owner2.address, contents: 'Hello, Safe!' },
}

async function confirmationOf(account: typeof owner0, content: SafeMessageContent) {
  const signature = await account.signTypedData(
    getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: SAFE, data: hashSafeMessageContent(content) }),
  )
  return { owner: { value: account.address }, signature }
}

async function proposed(content: string | typeof typedMessage): Promise<ReviewableSafeMessage> {
  const hashable = typeof content === 'string' ? content : ({ ...content, primaryType: 'Mail' } as SafeMessageContent)
  return {
    messageHash: getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: SAFE, message: hashable }),
    message: content,
    confirmations: [await confirmationOf(owner0, hashable)],
  }
}

function walletOf(account: typeof owner0, sign?: () => Promise<Hex>) {
  return {
    address: account.address,
    signTypedData: vi.fn<MessageSigner['signTypedData']>(sign ?? ((typedData) => account.signTypedData(typedData))),
  }
}

function gateway() {
  const posted: Array<{ url: string; body: unknown }> = []
  const fetchMock = mockGateway([
    [
      /\/v1\/chains\/1337\/messages\/0x[0-9a-f]{64}\/signatures$/,
      () => new Response('', { status: 200, headers: { 'content-length': '0' } }),
    ],
  ])
  fetchMock.mockImplementationOnce(async (input, init) => {
    posted.push({ url: String(input), body: JSON.parse(String(init?.body)) })
    return new Response('', { status: 200 })
  })
  return posted
}

const context = (signer: MessageSigner, onProgress?: (step: string) => void) => ({
  client,
  signer,
  safe: SAFE as `0x${string}`,
  chainId: CHAIN_ID,
  gatewayUrl: 'http://gw.test',
  ...(onProgress ? { onProgress: ({ step }: { step: string }) => onProgress(step) } : {}),
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('signSafeMessage', () => {
  it('checks the message and its confirmations, then signs the SafeMessage and posts the signature', async () => {
    const posted = gateway()
    const message = await proposed('Hello, Safe!')
    const wallet = walletOf(owner1)
    const steps: string[] = []
    const result = await signSafeMessage(
      message,
      context(wallet, (step) => steps.push(step)),
    )
    expect(steps).toEqual(['checking', 'signing', 'submitting'])
    expect(result.messageHash).toBe(message.messageHash)
    expect(wallet.signTypedData).toHaveBeenCalledWith(
      getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: SAFE, data: hashSafeMessageContent('Hello, Safe!') }),
    )
    expect(posted).toEqual([
      {
        url: `http://gw.test/v1/chains/1337/messages/${message.messageHash}/signatures`,
        body: { signature: result.signature },
      },
    ])
  })

  it('signs typed data without a primaryType as the gateway shows it', async () => {
    const posted = gateway()
    const message = await proposed(typedMessage)
    await signSafeMessage(message, context(walletOf(owner2)))
    expect(posted).toHaveLength(1)
  })

  it('refuses to sign when a confirmation does not verify, before asking the wallet', async () => {
    const posted = gateway()
    const message = await proposed('Hello, Safe!')
    // The gateway claims owner 0 signed, but the signature is over another message.
    const tampered = {
      ...message,
      confirmations: [{ ...(await confirmationOf(owner0, 'Something else')), owner: { value: owner0.address } }],
    }
    const wallet = walletOf(owner1)
    const error = await signSafeMessage(tampered, context(wallet)).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SignSafeMessageError)
    expect(error).toMatchObject({ step: 'checking' })
    expect((error as Error).message).toBe(
      `The confirmation of ${owner0.address.slice(0, 6)}…${owner0.address.slice(-4)} does not verify for this message. Signing is refused: the gateway’s data cannot be trusted.`,
    )
    expect(wallet.signTypedData).not.toHaveBeenCalled()
    expect(posted).toEqual([])

    // A stranger's valid signature, attributed to owner 0.
    const stranger0 = {
      ...message,
      confirmations: [{ ...(await confirmationOf(stranger, 'Hello, Safe!')), owner: { value: owner0.address } }],
    }
    await expect(signSafeMessage(stranger0, context(wallet))).rejects.toThrow('does not verify')
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('refuses a message whose id is not the hash of its content', async () => {
    gateway()
    const message = await proposed('Hello, Safe!')
    const wallet = walletOf(owner1)
    await expect(signSafeMessage({ ...message, message: 'Hello, Safe?' }, context(wallet))).rejects.toThrow(
      'does not match its content',
    )
    expect(wallet.signTypedData).not.toHaveBeenCalled()
  })

  it('says so when the owner signed already, the wallet is no owner, or the owner rejects in the wallet', async () => {
    gateway()
    const message = await proposed('Hello, Safe!')
    await expect(signSafeMessage(message, context(walletOf(owner0)))).rejects.toThrow(
      'You have already signed this message.',
    )
    await expect(signSafeMessage(message, context(walletOf(stranger)))).rejects.toThrow(
      'The connected wallet is not an owner of this Safe.',
    )
    const rejecting = walletOf(owner1, () => Promise.reject(new UserRejectedRequestError(new Error('User rejected'))))
    await expect(signSafeMessage(message, context(rejecting))).rejects.toMatchObject({
      step: 'signing',
      message: 'You rejected the signature in your wallet.',
    })
  })

  it('does not post a signature the wallet made with another key', async () => {
    const posted = gateway()
    const message = await proposed('Hello, Safe!')
    const impostor = walletOf(owner1, () =>
      owner2.signTypedData(
        getSafeMessageTypedData({ chainId: CHAIN_ID, safeAddress: SAFE, data: hashSafeMessageContent('Hello, Safe!') }),
      ),
    )
    await expect(signSafeMessage(message, context(impostor))).rejects.toThrow(
      'does not verify for this message, so it was not sent',
    )
    expect(posted).toEqual([])
  })

  it('hands a new message to `submit` instead of confirming a stored one', async () => {
    const posted = gateway()
    const content = 'A new message'
    const messageHash = getSafeMessageHash({ chainId: CHAIN_ID, safeAddress: SAFE, message: content })
    const submit = vi.fn(async () => {})
    const result = await signSafeMessage(
      { messageHash, message: content, confirmations: [] },
      { ...context(walletOf(owner1)), submit },
    )
    expect(submit).toHaveBeenCalledWith({ messageHash, signature: result.signature })
    expect(posted).toEqual([])
  })
})
