import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeL2Abi } from './abis/safeL2Abi'
import { encodeSafeSetup } from './encodeSafeSetup'
import { predictSafeAddress } from './predictSafeAddress'

describe('encodeSafeSetup', () => {
  it('gives the setup of the anvil-verified creation vector (docs/indexing.md §1.3)', () => {
    const initializer = encodeSafeSetup({ owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'], threshold: 1 })
    expect(predictSafeAddress({ initializer, saltNonce: 0n })).toBe('0xd9f8dE3B1E996B792C5eBb78A747F974D618D172')
  })

  it('encodes owners, threshold and the compatibility fallback handler', () => {
    const owners = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] as const
    const { functionName, args } = decodeFunctionData({
      abi: safeL2Abi,
      data: encodeSafeSetup({ owners, threshold: 2 }),
    })
    expect(functionName).toBe('setup')
    expect(args?.[0]).toEqual(owners)
    expect(args?.[1]).toBe(2n)
    expect(args?.[4]).toBe('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99')
  })

  it('takes another fallback handler and a setup DELEGATE call (SafeToL2Setup) when given', () => {
    const { args } = decodeFunctionData({
      abi: safeL2Abi,
      data: encodeSafeSetup({
        owners: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        threshold: 1,
        fallbackHandler: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
        to: '0xBD89A1CE4DDe368FFAB0eC35506eEcE0b1fFdc54',
        data: '0xfe51f64300000000000000000000000029fcb43b46531bca003ddc8fcb67ffe91900c762',
      }),
    })
    expect(args?.[2]).toBe('0xBD89A1CE4DDe368FFAB0eC35506eEcE0b1fFdc54')
    expect(args?.[3]).toBe('0xfe51f64300000000000000000000000029fcb43b46531bca003ddc8fcb67ffe91900c762')
    expect(args?.[4]).toBe('0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4')
  })
})
