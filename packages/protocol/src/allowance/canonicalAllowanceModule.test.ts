import { describe, expect, it } from 'vitest'
import { canonicalAllowanceModule } from './canonicalAllowanceModule'

describe('canonicalAllowanceModule', () => {
  it('gives 0.1.1 where it is deployed, else 0.1.0, checksummed', () => {
    expect(canonicalAllowanceModule(100)).toBe('0xAA46724893dedD72658219405185Fb0Fc91e091C')
    expect(canonicalAllowanceModule(1)).toBe('0xCFbFaC74C26F8647cBDb8c5caf80BB5b32E43134')
  })

  it('gives nothing for a chain without one, such as the devnet', () => {
    expect(canonicalAllowanceModule(1337)).toBeUndefined()
    expect(canonicalAllowanceModule(0)).toBeUndefined()
  })
})
