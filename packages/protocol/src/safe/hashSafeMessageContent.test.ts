import { concat, keccak256, size, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { etherMail } from '../testing/etherMail'
import { hashSafeMessageContent } from './hashSafeMessageContent'

const mail = { ...etherMail(), primaryType: 'Mail' } as const

describe('hashSafeMessageContent', () => {
  it('hashes text per EIP-191 (docs/indexing.md §2.2 vector)', () => {
    const hash = hashSafeMessageContent('Hello Safe')
    expect(hash.startsWith('0x29e9c81c')).toBe(true)
    expect(hash.endsWith('629c')).toBe(true)
    expect(hash).toBe(keccak256(concat([toHex('\x19Ethereum Signed Message:\n10'), toHex('Hello Safe')])))
  })

  it('treats hex-looking strings as text, not bytes', () => {
    expect(hashSafeMessageContent('0xdead')).toBe(
      keccak256(concat([toHex('\x19Ethereum Signed Message:\n6'), toHex('0xdead')])),
    )
  })

  it('hashes typed data per EIP-712 (the EIP-712 "Mail" example)', () => {
    const hash = hashSafeMessageContent(mail)
    expect(size(hash)).toBe(32)
    // the digest published in EIP-712's example
    expect(hash).toBe('0xbe609aee343fb3c4b28e1df9e632fca64fcfaede20f02e86244efddf30957bd2')
  })

  it('rejects typed data that does not match its types', () => {
    const broken = { ...mail, message: { ...mail.message, from: { name: 'Cow', wallet: '0x1234' } } }
    expect(() => hashSafeMessageContent(broken)).toThrow(InvalidInputError)
  })
})
