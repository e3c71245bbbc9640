import { toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { compatibilityFallbackHandlerAbi } from './abis/compatibilityFallbackHandlerAbi'
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './eip1271MagicValues'

describe('EIP-1271 magic values', () => {
  it('are the selectors of the two isValidSignature forms in the fallback handler ABI', () => {
    const selectors = compatibilityFallbackHandlerAbi
      .filter((item) => item.type === 'function' && item.name === 'isValidSignature')
      .map((item) => toFunctionSelector(item))
    expect(selectors.sort()).toEqual([EIP1271_MAGIC_VALUE, EIP1271_LEGACY_MAGIC_VALUE])
    expect(toFunctionSelector('isValidSignature(bytes32,bytes)')).toBe(EIP1271_MAGIC_VALUE)
    expect(toFunctionSelector('isValidSignature(bytes,bytes)')).toBe(EIP1271_LEGACY_MAGIC_VALUE)
  })
})
