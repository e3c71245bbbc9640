import { StrongroomError, type StrongroomErrorOptions } from '@strongroom/protocol'

/** A custom app's manifest could not be read; the message says why and what to check, for the user. */
export class SafeAppManifestError extends StrongroomError {
  override name = 'SafeAppManifestError'

  constructor(message: string, options?: StrongroomErrorOptions) {
    super(message, options)
  }
}
