import { StrongroomError } from '@strongroom/protocol'

/**
 * A browser request that carries a session comes from a page on an origin that is not an allowed sign-in origin (or a
 * verify request comes from another origin than its message names). Defence against cross-site request forgery on top
 * of the SameSite cookie; answered with 403.
 */
export class OriginNotAllowedError extends StrongroomError {
  override name = 'OriginNotAllowedError'

  constructor(origin: string, expected: string) {
    super(`Origin ${origin} is not allowed here (expected ${expected})`, { details: { origin, expected } })
  }
}
