import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from './explorerAddressUrl'

describe('explorerAddressUrl', () => {
  it('joins the explorer base and the address page', () => {
    expect(explorerAddressUrl('https://explorer.test/', '0xabc')).toBe('https://explorer.test/address/0xabc')
  })

  it('is undefined without an explorer', () => {
    expect(explorerAddressUrl(undefined, '0xabc')).toBeUndefined()
  })
})
