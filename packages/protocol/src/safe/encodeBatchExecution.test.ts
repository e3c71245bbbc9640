import fc from 'fast-check'
import { decodeFunctionData, getAddress, type Hex, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'
import { canonicalAddresses } from './canonicalAddresses'
import { createSafeTx } from './createSafeTx'
import { decodeMultiSend } from './decodeMultiSend'
import { encodeBatchExecution, type SignedSafeTx } from './encodeBatchExecution'

const safe = '0x1234567890123456789012345678901234567890'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const bytes = fc.uint8Array({ maxLength: 80 }).map((array) => toHex(array))

const signed = (nonce: bigint, signatures: Hex = `0x${'11'.repeat(65)}`): SignedSafeTx => ({
  tx: createSafeTx({ to: bob, value: nonce, nonce }),
  signatures,
})

/** The execTransaction arguments each call of the batch carries, decoded back. */
function decodeBatch(data: Hex) {
  return decodeMultiSend(data).map((call) => ({ call, args: decodeFunctionData({ abi: safeL2Abi, data: call.data }) }))
}

describe('encodeBatchExecution', () => {
  it('calls MultiSendCallOnly with one execTransaction CALL to the Safe per transaction, in nonce order', () => {
    const executions = [signed(4n, `0x${'aa'.repeat(65)}`), signed(5n), signed(6n, `0x${'bb'.repeat(130)}`)]
    const { to, data } = encodeBatchExecution({ safe, executions })
    expect(to).toBe(canonicalAddresses.multiSendCallOnly)
    const decoded = decodeBatch(data)
    expect(decoded).toHaveLength(3)
    decoded.forEach(({ call, args }, index) => {
      expect(call).toMatchObject({ operation: 0, to: getAddress(safe), value: 0n })
      expect(args.functionName).toBe('execTransaction')
      expect(args.args[1]).toBe(BigInt(4 + index))
      expect(args.args[9]).toBe(executions[index]!.signatures)
    })
  })

  it('round-trips any consecutive run of transactions (fields and signatures)', () => {
    const tx = fc.record({
      to: address,
      value: fc.bigInt({ min: 0n, max: 10n ** 24n }),
      data: bytes,
      operation: fc.constantFrom(0 as const, 1 as const),
      safeTxGas: fc.bigInt({ min: 0n, max: 10n ** 7n }),
      signatures: bytes,
    })
    fc.assert(
      fc.property(
        fc.array(tx, { minLength: 2, maxLength: 5 }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (txs, start) => {
          const executions = txs.map(({ signatures, ...fields }, index) => ({
            tx: createSafeTx({ ...fields, nonce: start + BigInt(index) }),
            signatures,
          }))
          const decoded = decodeBatch(encodeBatchExecution({ safe, executions }).data)
          expect(
            decoded.map(({ call, args }) => ({ to: call.to, operation: call.operation, args: args.args })),
          ).toEqual(
            executions.map(
              ({
                tx: { to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver },
                signatures,
              }) => ({
                to: getAddress(safe),
                operation: 0,
                args: [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures],
              }),
            ),
          )
        },
      ),
    )
  })

  it('refuses fewer than two transactions, a gap or a wrong order in the nonces, and a bad Safe address', () => {
    expect(() => encodeBatchExecution({ safe, executions: [signed(1n)] })).toThrow(
      'A batch executes at least two transactions; execute a single one on its own.',
    )
    expect(() => encodeBatchExecution({ safe, executions: [signed(1n), signed(3n)] })).toThrow(
      'Transaction #3 does not follow #1: a batch executes consecutive nonces in order.',
    )
    expect(() => encodeBatchExecution({ safe, executions: [signed(2n), signed(1n)] })).toThrow(InvalidInputError)
    expect(() => encodeBatchExecution({ safe: '0x12', executions: [signed(1n), signed(2n)] })).toThrow(
      'The Safe of a batch must be a valid address.',
    )
    expect(() =>
      encodeBatchExecution({ safe, executions: [signed(1n), { ...signed(2n), signatures: '0x1' }] }),
    ).toThrow('The signatures of transaction #2 are not whole bytes of hex.')
  })
})
