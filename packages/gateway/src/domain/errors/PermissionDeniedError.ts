import { StrongroomError } from '@strongroom/protocol'

/**
 * The signed-in account may not do this: managing a Safe's notifications or delegates needs a session of an owner of
 * that Safe (or of the delegator or delegate concerned). Answered with 403; signing in with another account can help.
 */
export class PermissionDeniedError extends StrongroomError {
  override name = 'PermissionDeniedError'
}
