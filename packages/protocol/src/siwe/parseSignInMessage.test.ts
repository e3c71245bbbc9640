import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { thrownBy } from '../testing/thrownBy'
import { MAX_SIGN_IN_MESSAGE_LENGTH, parseSignInMessage } from './parseSignInMessage'
import { SiweMessageRejectedError } from './SiweMessageRejectedError'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base = {
  address,
  chainId: 1337,
  domain: 'wallet.example.org',
  scheme: 'https',
  nonce: 'abcdef0123456789',
  uri: 'https://wallet.example.org',
  version: '1',
  issuedAt: new Date('2025-01-02T03:04:05.678Z'),
} as const

const rejection = (text: string) => thrownBy(() => parseSignInMessage(text), SiweMessageRejectedError)

describe('parseSignInMessage', () => {
  it('returns every field of a canonical message', () => {
    const text = createSiweMessage({
      ...base,
      statement: 'Sign in to Strongroom.',
      expirationTime: new Date('2025-01-02T03:14:05.678Z'),
      notBefore: new Date('2025-01-02T03:04:00.000Z'),
      requestId: 'req-1',
      resources: ['https://wallet.example.org/terms'],
    })
    const message = parseSignInMessage(text)
    expect(message).toMatchObject({
      address,
      chainId: 1337,
      domain: 'wallet.example.org',
      scheme: 'https',
      nonce: 'abcdef0123456789',
      uri: 'https://wallet.example.org',
      version: '1',
      statement: 'Sign in to Strongroom.',
      requestId: 'req-1',
      resources: ['https://wallet.example.org/terms'],
    })
    expect(message.issuedAt.toISOString()).toBe('2025-01-02T03:04:05.678Z')
    expect(message.expirationTime?.toISOString()).toBe('2025-01-02T03:14:05.678Z')
    expect(message.notBefore?.toISOString()).toBe('2025-01-02T03:04:00.000Z')
  })

  it('accepts other RFC 3339 spellings of the dates (no milliseconds, an offset)', () => {
    const text = createSiweMessage(base).replace(
      'Issued At: 2025-01-02T03:04:05.678Z',
      'Issued At: 2025-01-02T05:04:05+02:00',
    )
    expect(parseSignInMessage(text).issuedAt.toISOString()).toBe('2025-01-02T03:04:05.000Z')
  })

  it('refuses a message with text after its last field', () => {
    // viem's regex parser ignores it; what the wallet showed would differ from the fields.
    const text = `${createSiweMessage(base)}\nTransfer all funds to 0x0000000000000000000000000000000000000bad`
    const error = rejection(text)
    expect(error.reason).toBe('MALFORMED')
    expect(error.message).toBe('Message does not follow the EIP-4361 layout (unexpected, missing or reordered lines)')
  })

  it('refuses reordered optional lines', () => {
    const text = createSiweMessage({
      ...base,
      expirationTime: new Date('2025-01-02T03:14:05.678Z'),
      requestId: 'r1',
    }).replace(/\nExpiration Time: (.*)\nRequest ID: r1/, '\nRequest ID: r1\nExpiration Time: $1')
    expect(rejection(text).message).toMatch(/EIP-4361 layout/)
  })

  it('refuses a lower-case address', () => {
    const text = createSiweMessage(base).replace(address, address.toLowerCase())
    expect(rejection(text).message).toBe('Message address must be EIP-55 checksummed')
  })

  it('refuses version 2', () => {
    const text = createSiweMessage(base).replace('Version: 1', 'Version: 2')
    expect(rejection(text).message).toBe('Message version must be 1, not 2')
  })

  it('refuses a message without its Issued At line', () => {
    const text = createSiweMessage(base).replace(/\nIssued At: .*/, '')
    expect(rejection(text).message).toBe('Message lacks one of the URI, Version, Chain ID, Nonce and Issued At lines')
  })

  it('refuses a date that is not RFC 3339', () => {
    const text = createSiweMessage(base).replace('Issued At: 2025-01-02T03:04:05.678Z', 'Issued At: 2 January 2025')
    expect(rejection(text).message).toBe('Message Issued At is not an RFC 3339 date-time')
  })

  it('refuses a URI that is not RFC 3986', () => {
    const text = createSiweMessage(base).replace('URI: https://wallet.example.org', 'URI: not a uri')
    const error = rejection(text)
    expect(error.reason).toBe('MALFORMED')
    expect(error.message).toMatch(/^Message is not valid EIP-4361: .*"uri"/)
  })

  it('refuses text that is not a sign-in message', () => {
    expect(rejection('hello').message).toMatch(/^Message does not start with/)
  })

  it('refuses messages longer than the cap before parsing them', () => {
    const text = `${createSiweMessage(base)}${' '.repeat(MAX_SIGN_IN_MESSAGE_LENGTH)}`
    expect(rejection(text).message).toBe(`Message is longer than ${MAX_SIGN_IN_MESSAGE_LENGTH} characters`)
  })
})
