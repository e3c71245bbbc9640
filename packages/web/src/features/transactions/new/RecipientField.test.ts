import { describe, expect, it } from 'vitest'
import { readRecipient, recipientLabel, recipientNames } from './RecipientField'

const chain = { name: 'Strongroom Devnet', shortName: 'dev' }
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('readRecipient', () => {
  it('looks a name up only where the chain offers ENS, and refuses it with a sentence elsewhere', () => {
    expect(readRecipient(' alice.dev ', chain, true)).toEqual({
      text: ' alice.dev ',
      lookup: 'alice.dev',
      error: 'Looking up alice.dev…',
    })
    expect(readRecipient('dev:alice.dev', chain, true)).toMatchObject({ lookup: 'alice.dev' })
    expect(readRecipient('alice.dev', chain, false)).toEqual({
      text: 'alice.dev',
      error: 'ENS names are not supported here: enter the 0x address.',
    })
  })

  it('reads an address as before, with no name', () => {
    expect(readRecipient(ADDRESS.toLowerCase(), chain, true)).toEqual({
      text: ADDRESS.toLowerCase(),
      address: ADDRESS,
    })
    expect(readRecipient('0x1234', chain, true).lookup).toBeUndefined()
  })
})

describe('recipientLabel and recipientNames', () => {
  it('name the recipient with its address, and hand the name on for the review only once it resolved', () => {
    expect(recipientLabel({ text: 'alice.dev', address: ADDRESS, name: 'alice.dev' })).toBe('alice.dev (0x7099…79C8)')
    expect(recipientLabel({ text: ADDRESS, address: ADDRESS })).toBe('0x7099…79C8')
    expect(recipientNames({ text: 'alice.dev', address: ADDRESS, name: 'alice.dev' })).toEqual([
      { name: 'alice.dev', address: ADDRESS },
    ])
    expect(recipientNames({ text: 'alice.dev', lookup: 'alice.dev' })).toBeUndefined()
    expect(recipientNames({ text: ADDRESS, address: ADDRESS })).toBeUndefined()
  })
})
