import { StrongroomError } from '@strongroom/protocol'

/**
 * The price source could not be reached, timed out or answered something unusable. Answered 503 like CGW's
 * "Error getting Fiat Codes from prices provider" (docs/gateway-api.md §3.1); retrying later may succeed.
 */
export class PriceProviderUnavailableError extends StrongroomError {
  override name = 'PriceProviderUnavailableError'
}
