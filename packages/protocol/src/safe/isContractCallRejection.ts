import {
  AbiDecodingDataSizeInvalidError,
  AbiDecodingDataSizeTooSmallError,
  AbiDecodingZeroDataError,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  SliceOffsetOutOfBoundsError,
} from 'viem'

/**
 * True when a failed contract read was answered by the chain with "no": the address holds no code, the call reverted,
 * or the answer does not decode. False for everything else, above all an RPC node that failed or timed out, which
 * must never be taken for a negative answer.
 */
export function isContractCallRejection(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionZeroDataError ||
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof AbiDecodingZeroDataError ||
        cause instanceof AbiDecodingDataSizeTooSmallError ||
        cause instanceof AbiDecodingDataSizeInvalidError ||
        cause instanceof SliceOffsetOutOfBoundsError,
    ),
  )
}
