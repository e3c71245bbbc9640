import { describe, expect, it } from 'vitest'
import { authSessionSchema } from './authSessionSchema'

describe('authSessionSchema', () => {
  const session = {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: '1337',
    expiresAt: 1_700_000_000_000,
  }

  it('accepts a session', () => {
    expect(authSessionSchema.parse(session)).toEqual(session)
  })

  it.each([
    [{ ...session, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92267' }, 'must be a 20-byte hex address'],
    [{ ...session, chainId: '0x539' }, 'must be a decimal chain id'],
  ])('refuses %j', (value, message) => {
    expect(authSessionSchema.safeParse(value).error?.issues[0]?.message).toBe(message)
  })
})
