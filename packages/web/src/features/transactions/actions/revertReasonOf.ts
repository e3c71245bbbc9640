import { BaseError, ContractFunctionRevertedError, decodeErrorResult, type Hex, isHex } from 'viem'

/**
 * The revert reason inside a viem error of a simulated, estimated or plain call: the contract's `Error(string)` text,
 * a panic, or the decoded custom error's name; `''` for a revert without a reason; undefined when the error is not a
 * revert (a node that failed, a wallet that refused).
 */
export function revertReasonOf(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  if (reverted instanceof ContractFunctionRevertedError) return reverted.reason ?? reverted.data?.errorName ?? ''
  // A plain `call` keeps the revert data undecoded (RawContractError / CallExecutionError).
  const withData = error.walk((cause) => isHex((cause as { data?: unknown }).data))
  const data = (withData as { data?: Hex } | null)?.data
  if (data && data !== '0x') {
    try {
      const decoded = decodeErrorResult({ abi: [], data })
      return decoded.errorName === 'Error' || decoded.errorName === 'Panic'
        ? String(decoded.args?.[0] ?? '')
        : decoded.errorName
    } catch {
      return ''
    }
  }
  const execution = error.walk((cause) => (cause as { name?: string }).name === 'ExecutionRevertedError')
  if (execution) return ((execution as BaseError).details ?? '').replace(/^execution reverted:?\s*/i, '')
  return undefined
}
