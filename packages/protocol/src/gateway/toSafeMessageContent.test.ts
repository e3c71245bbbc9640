import { hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { etherMail } from '../testing/etherMail'
import { toSafeMessageContent } from './toSafeMessageContent'

const mail = etherMail({ toMany: true })

describe('toSafeMessageContent', () => {
  it('keeps text as text', () => {
    expect(toSafeMessageContent('0xdeadbeef')).toBe('0xdeadbeef')
  })

  it('derives the primary type as the one struct no other refers to (arrays included)', () => {
    const content = toSafeMessageContent(mail)
    expect(typeof content === 'object' && content.primaryType).toBe('Mail')
    expect(hashTypedData(content as never)).toBe(hashTypedData({ ...mail, primaryType: 'Mail' } as never))
  })

  it('keeps a given primary type and rejects an unknown one or an ambiguous root', () => {
    expect(toSafeMessageContent({ ...mail, primaryType: 'Person' })).toMatchObject({ primaryType: 'Person' })
    expect(() => toSafeMessageContent({ ...mail, primaryType: 'Letter' })).toThrow(InvalidInputError)
    const twoRoots = { ...mail, types: { ...mail.types, Other: [{ name: 'x', type: 'uint256' }] } }
    expect(() => toSafeMessageContent(twoRoots)).toThrow(InvalidInputError)
  })
})
