import { canonicalAddresses, encodeMultiSend, safeL2Abi } from '@strongroom/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureAddresses, fixtureContext } from '../../testing/mappingFixtures'
import { buildTransactionData } from './buildTransactionData'

const { safe, stranger, erc20 } = fixtureAddresses
const context = fixtureContext()

describe('buildTransactionData', () => {
  it('leaves trustedDelegateCallTarget null for a CALL and indexes named addresses in the parameters', () => {
    const data = encodeFunctionData({
      abi: safeL2Abi,
      functionName: 'setFallbackHandler',
      args: [canonicalAddresses.compatibilityFallbackHandler],
    })
    expect(buildTransactionData({ to: safe, value: 0n, data, operation: 0 }, context)).toEqual({
      hexData: data,
      dataDecoded: {
        method: 'setFallbackHandler',
        parameters: [{ name: 'handler', type: 'address', value: canonicalAddresses.compatibilityFallbackHandler }],
      },
      to: { value: safe, name: null, logoUri: null },
      value: '0',
      operation: 0,
      trustedDelegateCallTarget: null,
      addressInfoIndex: {
        [canonicalAddresses.compatibilityFallbackHandler]: {
          value: canonicalAddresses.compatibilityFallbackHandler,
          name: 'CompatibilityFallbackHandler 1.4.1',
          logoUri: null,
        },
      },
    })
  })

  it('trusts a DELEGATECALL into MultiSend whose calls are plain CALLs, naming inner targets', () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 1n] })
    const batch = (operation: 0 | 1) => encodeMultiSend([{ operation, to: erc20, value: 0n, data: transfer }])
    const call = { to: canonicalAddresses.multiSend, value: 0n, operation: 1 as const }
    const trusted = buildTransactionData({ ...call, data: batch(0) }, context)
    expect(trusted.trustedDelegateCallTarget).toBe(true)
    expect(trusted.addressInfoIndex).toEqual({ [erc20]: { value: erc20, name: 'Demo USD', logoUri: null } })
    expect(buildTransactionData({ ...call, data: batch(1) }, context).trustedDelegateCallTarget).toBe(false)
    expect(buildTransactionData({ ...call, to: stranger, data: batch(0) }, context).trustedDelegateCallTarget).toBe(
      false,
    )
  })

  it('has no index when no parameter names a known address', () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [stranger, 1n] })
    expect(buildTransactionData({ to: erc20, value: 0n, data, operation: 0 }, context).addressInfoIndex).toBeNull()
  })
})
