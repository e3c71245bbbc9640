import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { parseAddressBookEntry } from './parseAddressBookEntry'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function failure(input: unknown) {
  try {
    parseAddressBookEntry(input)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidInputError)
    return error as InvalidInputError
  }
  throw new Error('expected a failure')
}

describe('parseAddressBookEntry', () => {
  it('checksums a lower-case address, trims the name and reads a decimal chain id', () => {
    expect(parseAddressBookEntry({ chainId: '1337', address: CHECKSUMMED.toLowerCase(), name: '  Alice ' })).toEqual({
      chainId: 1337,
      address: CHECKSUMMED,
      name: 'Alice',
    })
  })

  it('rejects a mixed-case address whose EIP-55 checksum is wrong', () => {
    const wrong = CHECKSUMMED.replace('f39Fd', 'f39FD')
    expect(failure({ chainId: 1, address: wrong, name: 'A' }).message).toBe('Address has a wrong EIP-55 checksum.')
  })

  it('names each bad field', () => {
    expect(failure({ chainId: 1, address: '0x1234', name: 'A' }).message).toBe(
      'Address must be a 0x-prefixed 20-byte hex address.',
    )
    expect(failure({ chainId: 1, address: CHECKSUMMED, name: '   ' }).message).toBe('Name must not be empty.')
    expect(failure({ chainId: 1, address: CHECKSUMMED, name: 'x'.repeat(51) }).message).toBe(
      'Name must be at most 50 characters.',
    )
    expect(failure({ chainId: 1, address: CHECKSUMMED, name: 'a\nb' }).message).toMatch(
      /^Name must not contain control/,
    )
    expect(failure({ chainId: '01', address: CHECKSUMMED, name: 'A' }).message).toBe(
      'Chain id must be a positive integer.',
    )
    expect(failure({ chainId: 0, address: CHECKSUMMED, name: 'A' }).message).toMatch(/^Chain id /)
  })

  it('accepts a name of exactly 50 characters and lists every issue in details', () => {
    expect(parseAddressBookEntry({ chainId: 1, address: CHECKSUMMED, name: 'x'.repeat(50) }).name).toHaveLength(50)
    const error = failure({ chainId: 'x', address: 'nope', name: '' })
    expect((error.details.issues as { field: string }[]).map((issue) => issue.field)).toEqual([
      'chainId',
      'address',
      'name',
    ])
  })
})
