import { describe, expect, it } from 'vitest'
import { SAFE_KINDS } from './safeKinds'

describe('SAFE_KINDS', () => {
  it('lists every release and address set on L1 and L2, and L1-to-L2 where SafeToL2Setup exists', () => {
    expect(SAFE_KINDS.map(({ version, addressSet, singleton }) => `${version} ${addressSet} ${singleton}`)).toEqual([
      '1.3.0 canonical L1',
      '1.3.0 canonical L2',
      '1.3.0 eip155 L1',
      '1.3.0 eip155 L2',
      '1.4.1 canonical L1',
      '1.4.1 canonical L2',
      '1.4.1 canonical L1-to-L2',
      '1.5.0 canonical L1',
      '1.5.0 canonical L2',
      '1.5.0 canonical L1-to-L2',
    ])
  })
})
