import { describe, expect, it } from 'vitest'
import { parseAddressInput } from './parseAddressInput'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseAddressInput', () => {
  it('returns the checksummed address for valid input, lower case and prefixed forms', () => {
    expect(parseAddressInput(ADDRESS)).toEqual({ address: ADDRESS })
    expect(parseAddressInput(`  ${ADDRESS.toLowerCase()} `)).toEqual({ address: ADDRESS })
    expect(parseAddressInput(`dev:${ADDRESS}`)).toEqual({ address: ADDRESS })
  })

  it('says precisely what is wrong', () => {
    expect(parseAddressInput(' ').error).toBe('Enter an address.')
    expect(parseAddressInput('vitalik.eth').error).toBe('ENS names are not supported here: enter the 0x address.')
    expect(parseAddressInput('0x1234').error).toBe('Enter a 0x-prefixed address of 40 hexadecimal characters.')
    expect(parseAddressInput(ADDRESS.replace('C51812', 'c51812')).error).toBe(
      'This address has an invalid checksum: check it for typos.',
    )
  })
})
