import { type Abi, decodeErrorResult, type Hex } from 'viem'

/**
 * The reason inside raw revert data: the `Error(string)` text, `panic <code>` for a Solidity panic, or a custom
 * error's name when `errorAbi` knows it; '' when there is no data or it cannot be read.
 */
export function decodeRevertData(data: Hex, errorAbi?: Abi | undefined): string {
  if (data === '0x') return ''
  try {
    const decoded = decodeErrorResult({ abi: errorAbi ?? [], data })
    if (decoded.errorName === 'Error') return String(decoded.args?.[0] ?? '')
    if (decoded.errorName === 'Panic') return `panic ${String(decoded.args?.[0] ?? '')}`
    return decoded.errorName
  } catch {
    return ''
  }
}
