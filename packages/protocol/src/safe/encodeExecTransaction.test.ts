import { decodeFunctionData, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'
import { createSafeTx } from './createSafeTx'
import { encodeExecTransaction } from './encodeExecTransaction'

const tx = createSafeTx({
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: 7n,
  data: '0xa9059cbb',
  operation: 1,
  safeTxGas: 11n,
  baseGas: 12n,
  gasPrice: 13n,
  gasToken: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  refundReceiver: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  nonce: 42n,
})
const signatures = `0x${'ab'.repeat(65)}` as const

describe('encodeExecTransaction', () => {
  it('passes every SafeTx field but the nonce, in struct order, then the signatures', () => {
    const { functionName, args } = decodeFunctionData({
      abi: safeL2Abi,
      data: encodeExecTransaction({ tx, signatures }),
    })
    expect(functionName).toBe('execTransaction')
    expect(args).toEqual([
      tx.to,
      tx.value,
      tx.data,
      tx.operation,
      tx.safeTxGas,
      tx.baseGas,
      tx.gasPrice,
      tx.gasToken,
      tx.refundReceiver,
      signatures,
    ])
  })

  it('starts with the execTransaction selector', () => {
    expect(encodeExecTransaction({ tx: { ...tx, gasToken: zeroAddress }, signatures: '0x' }).slice(0, 10)).toBe(
      '0x6a761202',
    )
  })

  it('refuses a malformed SafeTx before encoding', () => {
    expect(() => encodeExecTransaction({ tx: { ...tx, operation: 2 as 0 }, signatures })).toThrow(InvalidInputError)
  })
})
