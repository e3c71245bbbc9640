import { encodeFunctionData, type Hex } from 'viem'
import { safeL2Abi } from './abis/safeL2Abi'
import { assertSafeTx, type SafeTx } from './SafeTx'
import { toSafeTxTuple } from './toSafeTxTuple'

/**
 * Calldata of `execTransaction` on the Safe for `tx` with its joined `signatures` (see `joinSignatures`). The nonce is
 * not an argument: the Safe uses its own, so `tx.nonce` must equal it or the signatures fail (GS026).
 * @throws {InvalidInputError} when a field does not fit its Solidity type.
 */
export function encodeExecTransaction({ tx, signatures }: { tx: SafeTx; signatures: Hex }): Hex {
  assertSafeTx(tx)
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver] = toSafeTxTuple(tx)
  return encodeFunctionData({
    abi: safeL2Abi,
    functionName: 'execTransaction',
    args: [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures],
  })
}
