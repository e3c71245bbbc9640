import { DevnetError } from './DevnetError'

/** anvil could not be found, did not start, or did not answer JSON-RPC in time. `details.output` holds its last output. */
export class AnvilStartError extends DevnetError {
  override name = 'AnvilStartError'
}
