import { describe, expect, it } from 'vitest'
import { InvalidSignatureError } from '../errors'
import { adjustSignatureV } from './adjustSignatureV'

const rs = `0x${'11'.repeat(32)}${'22'.repeat(32)}` as const
const withV = (v: number) => `${rs}${v.toString(16).padStart(2, '0')}` as const

describe('adjustSignatureV', () => {
  it('maps recovery ids to 27/28 for typed-data (EOA) signatures', () => {
    expect(adjustSignatureV({ signature: withV(0), kind: 'EOA' })).toBe(withV(27))
    expect(adjustSignatureV({ signature: withV(1), kind: 'EOA' })).toBe(withV(28))
    expect(adjustSignatureV({ signature: withV(28), kind: 'EOA' })).toBe(withV(28))
  })

  it('shifts eth_sign signatures to 31/32', () => {
    expect(adjustSignatureV({ signature: withV(0), kind: 'ETH_SIGN' })).toBe(withV(31))
    expect(adjustSignatureV({ signature: withV(27), kind: 'ETH_SIGN' })).toBe(withV(31))
    expect(adjustSignatureV({ signature: withV(28), kind: 'ETH_SIGN' })).toBe(withV(32))
    expect(adjustSignatureV({ signature: withV(32), kind: 'ETH_SIGN' })).toBe(withV(32))
  })

  it('rejects v values that fit neither rule', () => {
    expect(() => adjustSignatureV({ signature: withV(31), kind: 'EOA' })).toThrow(
      'Signature v = 31 cannot be used as an EOA signature.',
    )
    expect(() => adjustSignatureV({ signature: withV(5), kind: 'ETH_SIGN' })).toThrow(InvalidSignatureError)
  })

  it('rejects anything but 65 bytes', () => {
    expect(() => adjustSignatureV({ signature: rs, kind: 'EOA' })).toThrow(
      'An ECDSA signature must be 65 bytes of hex.',
    )
    expect(() => adjustSignatureV({ signature: `${withV(27)}00`, kind: 'EOA' })).toThrow(InvalidSignatureError)
  })
})
