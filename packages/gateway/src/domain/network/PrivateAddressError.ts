import { StrongroomError } from '@strongroom/protocol'

/**
 * A URL someone else chose (a token's metadata, a push endpoint) leads to a loopback, private or link-local address,
 * where the gateway sends nothing (docs/gateway-security.md §3).
 */
export class PrivateAddressError extends StrongroomError {
  override name = 'PrivateAddressError'
}
