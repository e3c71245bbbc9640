import { describe, expect, it } from 'vitest'
import { safePath } from './safePath'

describe('safePath', () => {
  it('writes the EIP-3770 prefix and the checksummed address', () => {
    expect(safePath('dev', '0xd9f8de3b1e996b792c5ebb78a747f974d618d172')).toBe(
      '/dev:0xd9f8dE3B1E996B792C5eBb78A747F974D618D172',
    )
  })

  it('appends the section', () => {
    expect(safePath('eth', '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172', 'nfts')).toBe(
      '/eth:0xd9f8dE3B1E996B792C5eBb78A747F974D618D172/nfts',
    )
  })
})
