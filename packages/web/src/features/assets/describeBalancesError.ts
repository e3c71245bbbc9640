import { GatewayError } from '../../lib/gateway/GatewayError'

/** The sentence a balances widget shows when the gateway could not give the balances. */
export function describeBalancesError(error: unknown): string {
  if (error instanceof GatewayError && error.isNotFound) return 'This gateway does not provide balances.'
  if (error instanceof GatewayError && error.failure === 'unreachable')
    return 'The balances could not be loaded: the gateway is unreachable.'
  return 'The balances could not be loaded.'
}
