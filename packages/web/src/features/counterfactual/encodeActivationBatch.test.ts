import {
  canonicalAddresses,
  createSafeTx,
  decodeMultiSend,
  encodeExecTransaction,
  encodeSafeSetup,
  safeProxyFactoryAbi,
} from '@strongroom/protocol'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { predictUndeployedSafeAddress } from '../safes'
import { encodeActivationBatch } from './encodeActivationBatch'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const setup = { owners: [OWNER], threshold: 1, saltNonce: '7' }
const safe = { address: predictUndeployedSafeAddress(setup), ...setup }
const tx = createSafeTx({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 10n ** 17n, nonce: 0n })
const signatures = `0x${'11'.repeat(65)}` as const

describe('encodeActivationBatch', () => {
  it('deploys the Safe as stored, then executes its first transaction, through MultiSendCallOnly', () => {
    const batch = encodeActivationBatch(safe, { tx, signatures })
    expect(batch.to).toBe(canonicalAddresses.multiSendCallOnly)
    const [deploy, execute, ...rest] = decodeMultiSend(batch.data)
    expect(rest).toEqual([])
    expect(deploy).toMatchObject({ operation: 0, to: canonicalAddresses.safeProxyFactory, value: 0n })
    expect(decodeFunctionData({ abi: safeProxyFactoryAbi, data: deploy!.data })).toEqual({
      functionName: 'createProxyWithNonce',
      args: [canonicalAddresses.safeL2, encodeSafeSetup(setup), 7n],
    })
    expect(execute).toEqual({
      operation: 0,
      to: safe.address,
      value: 0n,
      data: encodeExecTransaction({ tx, signatures }),
    })
  })
})
