import { StrongroomError } from '@strongroom/protocol'

/** A bench could not produce its figures (a server did not start, a fixture came out wrong, a child died). */
export class BenchError extends StrongroomError {
  override name = 'BenchError'
}
