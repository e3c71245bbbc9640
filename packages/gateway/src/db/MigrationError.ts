import { StrongroomError } from '@strongroom/protocol'

/** The schema cannot be brought up to date: a broken migration file, a failing statement or a newer database. */
export class MigrationError extends StrongroomError {
  override name = 'MigrationError'
}
