import { type Address, decodeFunctionData, getAddress, type Hex } from 'viem'
import { safeL2Abi } from './abis/safeL2Abi'
import type { SafeTx } from './SafeTx'

/**
 * Which transaction of which Safe a parent Safe's SafeTx executes, when it is a CALL without value of `execTransaction`
 * on another contract (a nested Safe, docs/nested-safes.md §1): the nested Safe, the SafeTx fields but the nonce (the
 * nested Safe uses its own) and the signatures carried. Anything else is undefined.
 */
export function readNestedExecution(tx: {
  to: Address
  value: bigint
  data: Hex
  operation: number
}): { child: Address; tx: Omit<SafeTx, 'nonce'>; signatures: Hex } | undefined {
  if (tx.operation !== 0 || tx.value !== 0n) return undefined
  let decoded: ReturnType<typeof decodeFunctionData<typeof safeL2Abi>>
  try {
    decoded = decodeFunctionData({ abi: safeL2Abi, data: tx.data })
  } catch {
    return undefined
  }
  if (decoded.functionName !== 'execTransaction') return undefined
  const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures] = decoded.args
  if (operation !== 0 && operation !== 1) return undefined
  return {
    child: getAddress(tx.to),
    tx: { to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver },
    signatures,
  }
}
