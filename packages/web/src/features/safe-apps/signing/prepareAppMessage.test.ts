import {
  createSafeTx,
  getSafeMessageHash,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashSafeMessageContent,
  parseBridgeRequest,
} from '@strongroom/protocol'
import { etherMail } from '@strongroom/protocol/testing'
import { hashMessage, hashTypedData, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { BridgeRequestError } from '../bridge/BridgeRequestError'
import { BLIND_SIGNING_REFUSED, SAFE_MESSAGE_TYPED_DATA_REFUSED, SAFE_TX_TYPED_DATA_REFUSED } from './appSigningErrors'
import { prepareAppMessage } from './prepareAppMessage'

const SAFE = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const context = { chainId: 1337, safe: SAFE, blindSigning: false } as const

/** A request as the host receives it: through the bridge's own parser. */
function requestOf(method: 'signMessage' | 'signTypedMessage', params: unknown) {
  const verdict = parseBridgeRequest({ id: 'a1', method, params, env: { sdkVersion: '9.1.0' } })
  if (
    verdict.kind !== 'request' ||
    (verdict.request.method !== 'signMessage' && verdict.request.method !== 'signTypedMessage')
  )
    throw new Error(`not a signing request: ${JSON.stringify(verdict)}`)
  return verdict.request
}

const mail = etherMail({ chainId: 1337 })

describe('prepareAppMessage', () => {
  it('hashes a text message per EIP-191 and wraps it as the Safe’s SafeMessage', () => {
    const prepared = prepareAppMessage(requestOf('signMessage', { message: 'Hello, Safe!' }), context)
    expect(prepared.wire).toBe('Hello, Safe!')
    expect(prepared.contentHash).toBe(hashMessage('Hello, Safe!'))
    expect(prepared.messageHash).toBe(getSafeMessageHash({ chainId: 1337, safeAddress: SAFE, message: 'Hello, Safe!' }))
  })

  it('derives the primary type of typed data sent without one (the SDK’s EIP712TypedData has none)', () => {
    const prepared = prepareAppMessage(requestOf('signTypedMessage', { typedData: mail }), context)
    const withPrimary = { ...mail, primaryType: 'Mail' } as const
    expect(prepared.contentHash).toBe(hashTypedData(withPrimary))
    expect(prepared.contentHash).toBe(hashSafeMessageContent(withPrimary))
    expect(prepared.messageHash).toBe(getSafeMessageHash({ chainId: 1337, safeAddress: SAFE, message: withPrimary }))
    // What the gateway stores is what the app sent.
    expect(prepared.wire).toEqual(mail)
  })

  it('answers "Invalid typed data" for typed data that does not encode', () => {
    const cases = [
      // Two roots: no primary type can be told.
      { ...mail, types: { ...mail.types, Other: [{ name: 'x', type: 'uint256' }] } },
      // A primary type that is not declared.
      { ...mail, primaryType: 'Letter' },
      // A value that does not fit its type.
      { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: 'not an address' } } },
    ]
    for (const typedData of cases) {
      const run = () => prepareAppMessage(requestOf('signTypedMessage', { typedData }), context)
      expect(run).toThrow(BridgeRequestError)
      expect(run).toThrow(/^Invalid typed data$/)
    }
  })

  it('refuses a bare 32-byte hash unless blind signing is on', () => {
    const hash = `0x${'ab'.repeat(32)}`
    const request = requestOf('signMessage', { message: hash })
    expect(() => prepareAppMessage(request, context)).toThrow(BLIND_SIGNING_REFUSED)
    expect(() =>
      prepareAppMessage(requestOf('signMessage', { message: hash.toUpperCase().replace('0X', '0x') }), context),
    ).toThrow(BLIND_SIGNING_REFUSED)
    // On, it is signed as what it is: a text of 66 characters, like Safe{Wallet} and the transaction service.
    expect(prepareAppMessage(request, { ...context, blindSigning: true }).contentHash).toBe(hashMessage(hash))
    // Not a bare hash: other hex lengths, and text.
    expect(() =>
      prepareAppMessage(requestOf('signMessage', { message: `0x${'ab'.repeat(31)}` }), context),
    ).not.toThrow()
    expect(() => prepareAppMessage(requestOf('signMessage', { message: `${hash} ` }), context)).not.toThrow()
    // 32 characters of text, hex-encoded by the app's wallet library: readable, so not blind.
    const text = stringToHex('Sign in to example.org, nonce 42')
    expect(text).toMatch(/^0x[0-9a-f]{64}$/)
    expect(prepareAppMessage(requestOf('signMessage', { message: text }), context).wire).toBe(text)
  })

  describe('typed data shaped like a Safe’s own approval (docs/web-security.md §2.8)', () => {
    const PARENT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    /** As an app sends it: JSON, numbers as decimal strings. */
    const json = (value: unknown) =>
      JSON.parse(JSON.stringify(value, (_, entry) => (typeof entry === 'bigint' ? entry.toString() : entry)))
    const safeTxOf = (fields: Parameters<typeof createSafeTx>[0]) =>
      json(getSafeTxTypedData({ chainId: 1337, safeAddress: PARENT, tx: createSafeTx(fields) }))
    const refusal = (typedData: unknown, blindSigning = false) => {
      try {
        prepareAppMessage(requestOf('signTypedMessage', { typedData }), { ...context, blindSigning })
      } catch (error) {
        expect(error).toBeInstanceOf(BridgeRequestError)
        return (error as BridgeRequestError).message
      }
      return undefined
    }

    it('gives a SafeTx of another Safe the transaction review, and refuses what its guardrails refuse', () => {
      const plain = prepareAppMessage(
        requestOf('signTypedMessage', { typedData: safeTxOf({ to: SAFE, value: 1n, nonce: 4n }) }),
        context,
      )
      expect(plain.safeShaped).toMatchObject({ kind: 'safe-tx', verifyingContract: PARENT, tx: { value: 1n } })
      expect(refusal(safeTxOf({ to: SAFE, operation: 1, nonce: 4n }))).toBe(SAFE_TX_TYPED_DATA_REFUSED)
      expect(refusal(safeTxOf({ to: SAFE, gasPrice: 1n, safeTxGas: 1n, refundReceiver: SAFE, nonce: 4n }))).toBe(
        SAFE_TX_TYPED_DATA_REFUSED,
      )
    })

    it('refuses a SafeMessage of a bare hash unless blind signing is on', () => {
      const typed = json(getSafeMessageTypedData({ chainId: 1337, safeAddress: PARENT, data: `0x${'ab'.repeat(32)}` }))
      expect(refusal(typed)).toBe(BLIND_SIGNING_REFUSED)
      expect(refusal(typed, true)).toBeUndefined()
      expect(refusal({ ...typed, message: { message: 'not bytes' } }, true)).toBe(SAFE_MESSAGE_TYPED_DATA_REFUSED)
    })

    it('leaves other typed data alone', () => {
      expect(prepareAppMessage(requestOf('signTypedMessage', { typedData: mail }), context).safeShaped).toBeNull()
    })
  })
})
