import { type SafeTx, safeL2Abi } from '@strongroom/protocol'
import { decodeFunctionData, getAddress, type Hex, size, slice, toFunctionSelector } from 'viem'

/** The SafeTx of an `execTransaction` call, without its nonce (the Safe takes that from its storage). */
export type ExecTransactionCall = Omit<SafeTx, 'nonce'> & { function: 'execTransaction'; signatures: Hex }

/** What a module asked the Safe to run (`execTransactionFromModule` and its `ReturnData` twin take the same four). */
export type ModuleCall = Pick<SafeTx, 'to' | 'value' | 'data' | 'operation'> & {
  function: 'execTransactionFromModule'
}

export type SafeCall = ExecTransactionCall | ModuleCall

const selectors = new Set<Hex>([
  toFunctionSelector('execTransaction(address,uint256,bytes,uint8,uint256,uint256,uint256,address,address,bytes)'),
  toFunctionSelector('execTransactionFromModule(address,uint256,bytes,uint8)'),
  toFunctionSelector('execTransactionFromModuleReturnData(address,uint256,bytes,uint8)'),
])

/** True when `input` starts with the selector of execTransaction or one of the module entry points. */
export function isSafeCallInput(input: Hex): boolean {
  return size(input) >= 4 && selectors.has(slice(input, 0, 4).toLowerCase() as Hex)
}

/**
 * Decodes calldata sent to a Safe by its executor: `execTransaction` (the same ABI from 1.0.0 to 1.5.0) or a module's
 * `execTransactionFromModule[ReturnData]`. Null for anything else, including calldata that does not ABI-decode or an
 * operation other than CALL (0) and DELEGATECALL (1), which every Safe refuses.
 */
export function decodeSafeCall(input: Hex): SafeCall | null {
  if (!isSafeCallInput(input)) return null
  let decoded: ReturnType<typeof decodeFunctionData<typeof safeL2Abi>>
  try {
    decoded = decodeFunctionData({ abi: safeL2Abi, data: input })
  } catch {
    return null
  }
  if (decoded.functionName === 'execTransaction') {
    const [to, value, data, operation, safeTxGas, baseGas, gasPrice, gasToken, refundReceiver, signatures] =
      decoded.args
    if (operation !== 0 && operation !== 1) return null
    return {
      function: 'execTransaction',
      to: getAddress(to),
      value,
      data: data.toLowerCase() as Hex,
      operation,
      safeTxGas,
      baseGas,
      gasPrice,
      gasToken: getAddress(gasToken),
      refundReceiver: getAddress(refundReceiver),
      signatures: signatures.toLowerCase() as Hex,
    }
  }
  if (
    decoded.functionName === 'execTransactionFromModule' ||
    decoded.functionName === 'execTransactionFromModuleReturnData'
  ) {
    const [to, value, data, operation] = decoded.args
    if (operation !== 0 && operation !== 1) return null
    return {
      function: 'execTransactionFromModule',
      to: getAddress(to),
      value,
      data: data.toLowerCase() as Hex,
      operation,
    }
  }
  return null
}
