import { StrongroomError } from '@strongroom/protocol'

/** An import file that cannot be taken: the message is the sentence the user reads; nothing was changed. */
export class BrowserDataFileError extends StrongroomError {
  override name = 'BrowserDataFileError'
}
