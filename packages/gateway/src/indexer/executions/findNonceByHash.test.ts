import { getSafeTxHash } from '@strongroom/protocol'
import fc from 'fast-check'
import { type Address, getAddress, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ExecTransactionCall } from './decodeSafeCall'
import { findNonceByHash } from './findNonceByHash'
import { toSafeTx } from './hashExecTransaction'

const safe: Address = getAddress('0x5afe000000000000000000000000000000000001')
const chainId = 1337
const call: ExecTransactionCall = {
  function: 'execTransaction',
  to: getAddress('0x00000000000000000000000000000000000000b0'),
  value: 10n,
  data: '0x1234',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: getAddress('0x0000000000000000000000000000000000000000'),
  refundReceiver: getAddress('0x0000000000000000000000000000000000000000'),
  signatures: '0x',
}
const hashAt = (nonce: bigint) => getSafeTxHash({ chainId, safeAddress: safe, tx: toSafeTx(call, nonce) })

describe('findNonceByHash', () => {
  it('finds any nonce below the bound, whatever the hint', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 300n }),
        fc.bigInt({ min: 0n, max: 299n }),
        fc.array(fc.bigInt({ min: -50n, max: 350n }), { minLength: 1, maxLength: 3 }),
        (upper, at, [hint, ...more]) => {
          const nonce = at % upper
          const hints = [hint!, ...more] as const
          expect(findNonceByHash({ chainId, safe, call, expected: hashAt(nonce), hints, upper })).toBe(nonce)
        },
      ),
    )
  })

  it('finds nothing for a hash no nonce in range gives: one at or past the bound, or another hash', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 120n }),
        fc.bigInt({ min: -10n, max: 130n }),
        fc.integer({ min: 0, max: 1e9 }),
        (upper, hint, seed) => {
          for (const expected of [hashAt(upper), hashAt(upper + 7n), keccak256(toHex(seed))])
            expect(
              findNonceByHash({ chainId, safe, call, expected, hints: [hint, upper, upper + 7n], upper }),
            ).toBeNull()
        },
      ),
      { numRuns: 40 },
    )
  })
})
