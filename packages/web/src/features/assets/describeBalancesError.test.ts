import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { describeBalancesError } from './describeBalancesError'

describe('describeBalancesError', () => {
  it('tells a gateway without balances from one that is down or failing', () => {
    expect(describeBalancesError(new GatewayError('404: No route', 'http', 404))).toBe(
      'This gateway does not provide balances.',
    )
    expect(describeBalancesError(new GatewayError('down', 'unreachable', undefined))).toBe(
      'The balances could not be loaded: the gateway is unreachable.',
    )
    expect(describeBalancesError(new GatewayError('503: Prices unavailable', 'http', 503))).toBe(
      'The balances could not be loaded.',
    )
  })
})
