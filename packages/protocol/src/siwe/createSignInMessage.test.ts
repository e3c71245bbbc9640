import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors/InvalidInputError'
import { createSignInMessage } from './createSignInMessage'
import { parseSignInMessage } from './parseSignInMessage'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('createSignInMessage', () => {
  it('writes scheme, domain and URI from the origin, and parses back to the same fields', () => {
    const text = createSignInMessage({
      origin: 'http://localhost:5173',
      address: address.toLowerCase() as `0x${string}`,
      chainId: 1337,
      nonce: 'Nonce12345678',
      statement: 'Sign in to Strongroom.',
      issuedAt: new Date('2025-06-01T12:00:00.000Z'),
    })
    expect(text.split('\n')[0]).toBe('http://localhost:5173 wants you to sign in with your Ethereum account:')
    expect(parseSignInMessage(text)).toMatchObject({
      scheme: 'http',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      address,
      chainId: 1337,
      nonce: 'Nonce12345678',
    })
  })

  it('refuses an origin with a path', () => {
    expect(() =>
      createSignInMessage({ origin: 'https://wallet.example.org/app', address, chainId: 1, nonce: 'Nonce12345678' }),
    ).toThrow('Sign-in origin https://wallet.example.org/app must be scheme://host[:port] only.')
  })

  it('refuses a nonce EIP-4361 forbids', () => {
    const build = () =>
      createSignInMessage({ origin: 'https://wallet.example.org', address, chainId: 1, nonce: 'short' })
    expect(build).toThrow(InvalidInputError)
    expect(build).toThrow(/^Cannot build the sign-in message: .*"nonce"/)
  })
})
