import { StrongroomError } from '@strongroom/protocol'

/**
 * A name could not be resolved, or no longer resolves as it did; the message says what happened and what to do:
 * - `invalid`: not a name ENS can hold (ENSIP-15 normalisation refuses it).
 * - `unregistered`: the registry has no resolver for it.
 * - `no-address`: its resolver has no Ethereum address for it.
 * - `network`: the chain's node did not answer.
 * - `changed`: it resolves to another address than the one reviewed.
 */
export type NameProblem = 'invalid' | 'unregistered' | 'no-address' | 'network' | 'changed'

export class NameResolutionError extends StrongroomError {
  override name = 'NameResolutionError'
  readonly problem: NameProblem

  constructor(message: string, problem: NameProblem, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause, details: { problem } })
    this.problem = problem
  }
}
