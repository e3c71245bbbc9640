import { encodeAbiParameters, keccak256, toHex, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { getSafeTxMessageHash } from './getSafeTxMessageHash'
import type { SafeTx } from './SafeTx'

// Safe.sol 1.4.1 SAFE_TX_TYPEHASH
const SAFE_TX_TYPEHASH = '0xbb8310d486368db6bd6f849402fdd73ad53d316b5a4b2644ad6efe0f941286d8'

const tx: SafeTx = {
  to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  value: 123456789n,
  data: '0xa9059cbb00000000000000000000000090f79bf6eb2c4f870365e785982e1f101e93b9060000000000000000000000000000000000000000000000000000000000000064',
  operation: 1,
  safeTxGas: 50_000n,
  baseGas: 21_000n,
  gasPrice: 3n,
  gasToken: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  refundReceiver: zeroAddress,
  nonce: 42n,
}

describe('getSafeTxMessageHash', () => {
  it('equals keccak(abi.encode(SAFE_TX_TYPEHASH, …, keccak(data), …)) as Safe.sol encodes it', () => {
    expect(
      keccak256(
        toHex(
          'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
        ),
      ),
    ).toBe(SAFE_TX_TYPEHASH)
    const expected = keccak256(
      encodeAbiParameters(
        [
          { type: 'bytes32' },
          { type: 'address' },
          { type: 'uint256' },
          { type: 'bytes32' },
          { type: 'uint8' },
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'uint256' },
          { type: 'address' },
          { type: 'address' },
          { type: 'uint256' },
        ],
        [
          SAFE_TX_TYPEHASH,
          tx.to,
          tx.value,
          keccak256(tx.data),
          tx.operation,
          tx.safeTxGas,
          tx.baseGas,
          tx.gasPrice,
          tx.gasToken,
          tx.refundReceiver,
          tx.nonce,
        ],
      ),
    )
    expect(getSafeTxMessageHash(tx)).toBe(expected)
  })

  it('changes with every signed field', () => {
    const base = getSafeTxMessageHash(tx)
    expect(getSafeTxMessageHash({ ...tx, nonce: 43n })).not.toBe(base)
    expect(getSafeTxMessageHash({ ...tx, data: '0x' })).not.toBe(base)
    expect(getSafeTxMessageHash({ ...tx, operation: 0 })).not.toBe(base)
    expect(getSafeTxMessageHash({ ...tx, refundReceiver: tx.to })).not.toBe(base)
  })

  it('rejects an invalid SafeTx', () => {
    expect(() => getSafeTxMessageHash({ ...tx, baseGas: -1n })).toThrow(InvalidInputError)
  })
})
