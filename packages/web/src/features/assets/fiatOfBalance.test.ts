import { describe, expect, it } from 'vitest'
import { fiatOfBalance } from './fiatOfBalance'

describe('fiatOfBalance', () => {
  it('gives the value when the token has a price, nothing when it has none', () => {
    expect(fiatOfBalance({ fiatBalance: '4500', fiatConversion: '1.5' }, 'EUR')).toEqual({
      value: '4500',
      currency: 'EUR',
    })
    // A zero balance of a priced token is worth 0, which is known.
    expect(fiatOfBalance({ fiatBalance: '0', fiatConversion: '1.5' }, 'USD')).toEqual({ value: '0', currency: 'USD' })
    expect(fiatOfBalance({ fiatBalance: '0', fiatConversion: '0' }, 'USD')).toBeUndefined()
  })
})
