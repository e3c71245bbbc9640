import { DevnetError } from './DevnetError'

/** The chain's state file cannot be read (cut short, damaged, not a state file) and no good earlier copy is kept. */
export class AnvilStateError extends DevnetError {
  override name = 'AnvilStateError'
}
