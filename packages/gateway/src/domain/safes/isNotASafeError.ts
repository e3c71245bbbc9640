import { isContractCallRejection } from '@strongroom/protocol'

/**
 * True when a failed read shows the address holds no Safe (no code, a revert, or an answer that does not decode), as
 * opposed to the RPC node failing, which must not turn into "not found".
 */
export function isNotASafeError(error: unknown): boolean {
  return isContractCallRejection(error)
}
