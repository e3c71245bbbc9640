import { InvalidInputError } from '@strongroom/protocol'

/** A value typed for a contract method's parameter does not fit its Solidity type; the message says how. */
export class ParameterInputError extends InvalidInputError {
  override name = 'ParameterInputError'
}
