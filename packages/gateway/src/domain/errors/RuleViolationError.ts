import { StrongroomError } from '@strongroom/protocol'

/**
 * Input that is well-formed but breaks a rule of the Safe: a signature by a non-owner, a nonce already used, a
 * safeTxHash that does not match its fields, calldata a known ABI cannot decode. Retrying the same input cannot succeed.
 */
export class RuleViolationError extends StrongroomError {
  override name = 'RuleViolationError'
}
