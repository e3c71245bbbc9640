import { concat, keccak256, parseEther, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeTxHash } from './getSafeTxHash'
import { getSafeTxMessageHash } from './getSafeTxMessageHash'
import type { SafeTx } from './SafeTx'

const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const vectorTx: SafeTx = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: parseEther('1'),
  data: '0x',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
  nonce: 0n,
}

describe('getSafeTxHash', () => {
  it('matches the verified anvil vector (indexing.md §2.1)', () => {
    expect(getSafeTxHash({ chainId: 31337, safeAddress, tx: vectorTx })).toBe(
      '0xfcc7ba7a6324b933d9eb73c4b84b704fe7c9ba8b35a16d47c0bdaf5aeaed4c50',
    )
  })

  it('is keccak(0x1901 ‖ domainSeparator ‖ structHash)', () => {
    const tx: SafeTx = { ...vectorTx, data: '0x1234', operation: 1, safeTxGas: 9n, gasPrice: 1n, nonce: 3n }
    const expected = keccak256(
      concat(['0x1901', getSafeDomainHash({ chainId: 1337, safeAddress }), getSafeTxMessageHash(tx)]),
    )
    expect(getSafeTxHash({ chainId: 1337, safeAddress, tx })).toBe(expected)
  })

  it('binds the chain and the Safe (replay protection)', () => {
    const onAnvil = getSafeTxHash({ chainId: 31337, safeAddress, tx: vectorTx })
    expect(getSafeTxHash({ chainId: 1, safeAddress, tx: vectorTx })).not.toBe(onAnvil)
    expect(getSafeTxHash({ chainId: 31337, safeAddress: vectorTx.to, tx: vectorTx })).not.toBe(onAnvil)
  })
})
