import { describe, expect, it } from 'vitest'
import { InvalidSignatureError } from '../errors'
import { getSignatureKind } from './SignatureKind'

describe('getSignatureKind', () => {
  it('maps the four Safe encodings', () => {
    expect([0, 1, 27, 28, 31, 32].map(getSignatureKind)).toEqual([
      'CONTRACT_SIGNATURE',
      'APPROVED_HASH',
      'EOA',
      'EOA',
      'ETH_SIGN',
      'ETH_SIGN',
    ])
  })

  it('rejects v values no Safe signature can have', () => {
    for (const v of [2, 26, 29, 30, 33, 255]) {
      expect(() => getSignatureKind(v)).toThrow(InvalidSignatureError)
    }
    expect(() => getSignatureKind(2)).toThrow('Signature v = 2 is not a Safe signature type (0, 1, 27, 28, 31 or 32).')
  })
})
