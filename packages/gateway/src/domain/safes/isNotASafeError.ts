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
 * True when a failed read shows the address holds no Safe (no code, a revert, or an answer that does not decode), as
 * opposed to the RPC node failing, which must not turn into "not found".
 */
export function isNotASafeError(error: unknown): boolean {
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
