import { StrongroomError, type StrongroomErrorOptions } from '@strongroom/protocol'

/**
 * A bridge request the host will not or cannot carry out, with a sentence the app may show its user ("Permissions
 * were rejected", "The user rejected the transaction"). Handlers throw it; any other error reaches the app as a
 * generic sentence, so internal text (URLs, stacks) never crosses into a third-party frame.
 */
export class BridgeRequestError extends StrongroomError {
  override name = 'BridgeRequestError'

  constructor(message: string, options?: StrongroomErrorOptions) {
    super(message, options)
  }
}
