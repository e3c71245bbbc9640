import { StrongroomError } from '@strongroom/protocol'

/** The database did not open (and migrate) within the start-up deadline; the message says where and what to do. */
export class DatabaseStartTimeoutError extends StrongroomError {
  override name = 'DatabaseStartTimeoutError'
}
