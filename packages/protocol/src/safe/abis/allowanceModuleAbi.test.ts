import v010 from '@safe-global/safe-modules-deployments/dist/assets/allowance-module/v0.1.0/allowance-module.json' with {
  type: 'json',
}
import v011 from '@safe-global/safe-modules-deployments/dist/assets/allowance-module/v0.1.1/allowance-module.json' with {
  type: 'json',
}
import { describe, expect, it } from 'vitest'
import { allowanceModuleAbi } from './allowanceModuleAbi'

describe('allowanceModuleAbi', () => {
  it('is the ABI @safe-global/safe-modules-deployments publishes for 0.1.1, the same as for 0.1.0', () => {
    expect(allowanceModuleAbi).toEqual(v011.abi)
    expect(allowanceModuleAbi).toEqual(v010.abi)
  })
})
