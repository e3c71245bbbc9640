import { StrongroomError } from '@strongroom/protocol'

/** Why the runtime configuration could not be used. */
export type RuntimeConfigProblem = 'missing' | 'unreachable' | 'not-json' | 'invalid'

/**
 * The deployment's `/config.json` is absent, unreadable or does not match the schema. The app cannot talk to any
 * chain without it, so this ends start-up with an explanation for whoever runs the deployment.
 */
export class RuntimeConfigError extends StrongroomError {
  override name = 'RuntimeConfigError'

  constructor(
    message: string,
    readonly problem: RuntimeConfigProblem,
    /** One line per offending field, such as `rpcUrl: must be an http(s) or ws(s) URL`. */
    readonly issues: readonly string[] = [],
    cause?: unknown,
  ) {
    super(message, { cause, details: { problem, issues } })
  }
}
