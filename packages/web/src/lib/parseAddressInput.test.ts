import { describe, expect, it } from 'vitest'
import { parseAddressInput, type ServedChain } from './parseAddressInput'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DEVNET: ServedChain = { name: 'Strongroom Devnet', shortName: 'dev' }

describe('parseAddressInput', () => {
  it('returns the checksummed address for valid input, lower case and prefixed forms', () => {
    expect(parseAddressInput(ADDRESS, DEVNET)).toEqual({ address: ADDRESS })
    expect(parseAddressInput(`  ${ADDRESS.toLowerCase()} `, DEVNET)).toEqual({ address: ADDRESS })
    expect(parseAddressInput(`dev:${ADDRESS}`, DEVNET)).toEqual({ address: ADDRESS })
    expect(parseAddressInput(`DEV:${ADDRESS}`, DEVNET)).toEqual({ address: ADDRESS })
  })

  it('refuses the prefix of another network, or an unknown one, naming the network it serves', () => {
    const other = parseAddressInput(`eth:${ADDRESS}`, DEVNET)
    expect(other).toMatchObject({ problem: 'prefix' })
    expect(other.error).toBe(
      '“eth:” is not the prefix of Strongroom Devnet (“dev:”), the only network this deployment serves. An address of another network cannot be used here.',
    )
    // An unknown prefix is not described as a network.
    expect(parseAddressInput(`zzz:${ADDRESS}`, DEVNET).error).toContain('“zzz:” is not the prefix of Strongroom Devnet')
  })

  it('does not call the network the only one when the deployment serves several', () => {
    expect(parseAddressInput(`eth:${ADDRESS}`, { ...DEVNET, several: true }).error).toBe(
      '“eth:” is not the prefix of Strongroom Devnet (“dev:”), the network you are working on. An address of another network cannot be used here.',
    )
  })

  it('does not accept a prefix it cannot check yet', () => {
    expect(parseAddressInput(`dev:${ADDRESS}`, { ...DEVNET, shortName: undefined })).toMatchObject({
      problem: 'prefix-unchecked',
    })
  })

  it('says precisely what is wrong', () => {
    expect(parseAddressInput(' ', DEVNET).error).toBe('Enter an address.')
    expect(parseAddressInput('dev:', DEVNET).error).toBe('Enter an address.')
    expect(parseAddressInput('vitalik.eth', DEVNET).error).toBe(
      'ENS names are not supported here: enter the 0x address.',
    )
    expect(parseAddressInput('0x1234', DEVNET)).toMatchObject({ problem: 'format' })
    const checksum = parseAddressInput(ADDRESS.replace('C51812', 'c51812'), DEVNET)
    expect(checksum.problem).toBe('checksum')
    expect(checksum.error).toContain('checksum')
  })
})
