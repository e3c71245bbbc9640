import { describe, expect, it } from 'vitest'
import type { SignInMessage } from './SignInMessage'
import type { SignInPolicy } from './SignInPolicy'
import { SiweMessageRejectedError, type SiweRejectionReason } from './SiweMessageRejectedError'
import { validateSignInMessage } from './validateSignInMessage'

const now = new Date('2025-06-01T12:00:00.000Z')
const policy: SignInPolicy = {
  allowedOrigins: ['https://wallet.example.org', 'http://localhost:5173'],
  chainIds: [1337, 11155111],
  clockSkewMs: 60_000,
  maxAgeMs: 600_000,
}
const message: SignInMessage = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 1337,
  domain: 'wallet.example.org',
  scheme: 'https',
  nonce: 'abcdef0123456789',
  uri: 'https://wallet.example.org/',
  version: '1',
  issuedAt: new Date(now.getTime() - 5_000),
}

function rejected(changes: Partial<SignInMessage>): { reason: SiweRejectionReason; message: string } {
  try {
    validateSignInMessage({ message: { ...message, ...changes }, policy, now })
  } catch (error) {
    if (error instanceof SiweMessageRejectedError) return { reason: error.reason, message: error.message }
    throw error
  }
  throw new Error('expected a rejection')
}

describe('validateSignInMessage', () => {
  it('returns the allowed origin the message names', () => {
    expect(validateSignInMessage({ message, policy, now })).toEqual({ origin: 'https://wallet.example.org' })
  })

  it('assumes https for a message without a scheme', () => {
    expect(validateSignInMessage({ message: { ...message, scheme: undefined }, policy, now }).origin).toBe(
      'https://wallet.example.org',
    )
  })

  it('lets a scheme-less loopback domain stand for its http origin', () => {
    const local = { ...message, scheme: undefined, domain: 'localhost:5173', uri: 'http://localhost:5173' }
    expect(validateSignInMessage({ message: local, policy, now }).origin).toBe('http://localhost:5173')
  })

  it('refuses a domain that is not allowed', () => {
    expect(rejected({ domain: 'evil.example.org', uri: 'https://evil.example.org' })).toEqual({
      reason: 'DOMAIN_MISMATCH',
      message:
        'Message domain https://evil.example.org does not match the allowed sign-in origins (https://wallet.example.org, http://localhost:5173)',
    })
  })

  it('refuses the right host under the wrong scheme', () => {
    expect(rejected({ scheme: 'http', uri: 'http://wallet.example.org' }).reason).toBe('DOMAIN_MISMATCH')
  })

  it('refuses a scheme-less non-loopback domain that only an http origin would match', () => {
    const result = validateSignInMessage
    const lan = { ...message, scheme: undefined, domain: '192.168.1.10:5173', uri: 'http://192.168.1.10:5173' }
    expect(() =>
      result({ message: lan, policy: { ...policy, allowedOrigins: ['http://192.168.1.10:5173'] }, now }),
    ).toThrow(/does not match/)
  })

  it('refuses a URI on another origin', () => {
    expect(rejected({ uri: 'https://evil.example.org/login' })).toEqual({
      reason: 'URI_MISMATCH',
      message: 'Message URI https://evil.example.org/login is not on origin https://wallet.example.org',
    })
  })

  it('refuses a URI without an origin', () => {
    expect(rejected({ uri: 'did:key:z6Mk' }).reason).toBe('URI_MISMATCH')
  })

  it('refuses a chain that is not served', () => {
    expect(rejected({ chainId: 1 })).toEqual({
      reason: 'CHAIN_NOT_ALLOWED',
      message: 'Message chain ID 1 is not served here (served: 1337, 11155111)',
    })
  })

  it('tolerates a wallet clock ahead by less than the skew, not more', () => {
    const ahead = (ms: number) => ({ ...message, issuedAt: new Date(now.getTime() + ms) })
    expect(() => validateSignInMessage({ message: ahead(59_000), policy, now })).not.toThrow()
    expect(rejected({ issuedAt: new Date(now.getTime() + 61_000) })).toEqual({
      reason: 'ISSUED_IN_FUTURE',
      message: 'Message issued at 2025-06-01T12:01:01.000Z is in the future',
    })
  })

  it('refuses a message older than the maximum age', () => {
    expect(rejected({ issuedAt: new Date(now.getTime() - 600_001) })).toEqual({
      reason: 'TOO_OLD',
      message: 'Message issued at 2025-06-01T11:49:59.999Z is older than 600 seconds',
    })
  })

  it('refuses an expired message, with no skew', () => {
    expect(rejected({ expirationTime: now })).toEqual({
      reason: 'EXPIRED',
      message: 'Message expired at 2025-06-01T12:00:00.000Z',
    })
    expect(() =>
      validateSignInMessage({ message: { ...message, expirationTime: new Date(now.getTime() + 1) }, policy, now }),
    ).not.toThrow()
  })

  it('refuses a message before its not-before time, tolerating the skew', () => {
    expect(rejected({ notBefore: new Date(now.getTime() + 60_001) })).toEqual({
      reason: 'NOT_YET_VALID',
      message: 'Message is not valid before 2025-06-01T12:01:00.001Z',
    })
    const soon = { ...message, notBefore: new Date(now.getTime() + 30_000) }
    expect(() => validateSignInMessage({ message: soon, policy, now })).not.toThrow()
  })
})
