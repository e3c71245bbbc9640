import type { encodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import type { safeL2Abi } from './abis/safeL2Abi'
import { createSafeTx } from './createSafeTx'
import { toSafeTxTuple } from './toSafeTxTuple'

describe('toSafeTxTuple', () => {
  it('lists the fields in the order of the SafeTx struct (the argument order of getTransactionHash)', () => {
    const tx = createSafeTx({
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 1n,
      data: '0x01',
      operation: 1,
      safeTxGas: 2n,
      baseGas: 3n,
      gasPrice: 4n,
      gasToken: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      refundReceiver: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      nonce: 5n,
    })
    expect(toSafeTxTuple(tx)).toEqual([tx.to, 1n, '0x01', 1, 2n, 3n, 4n, tx.gasToken, tx.refundReceiver, 5n])
    // The tuple is the argument list of getTransactionHash / encodeTransactionData as typed by the ABI.
    const args: Parameters<typeof encodeFunctionData<typeof safeL2Abi, 'encodeTransactionData'>>[0]['args'] =
      toSafeTxTuple(tx)
    expect(args).toHaveLength(10)
  })
})
