import { describe, expect, it } from 'vitest'
import { GatewayError } from './GatewayError'
import { shouldRetryGatewayRequest } from './shouldRetryGatewayRequest'

describe('shouldRetryGatewayRequest', () => {
  it('retries an unreachable gateway and server errors twice', () => {
    const unreachable = new GatewayError('down', 'unreachable', undefined)
    const serverError = new GatewayError('503: Service unavailable', 'http', 503)
    expect(shouldRetryGatewayRequest(0, unreachable)).toBe(true)
    expect(shouldRetryGatewayRequest(1, serverError)).toBe(true)
    expect(shouldRetryGatewayRequest(2, serverError)).toBe(false)
  })

  it('never retries a client error or a malformed answer', () => {
    expect(shouldRetryGatewayRequest(0, new GatewayError('404: Not found', 'http', 404))).toBe(false)
    expect(shouldRetryGatewayRequest(0, new GatewayError('bad', 'invalid-response', 200))).toBe(false)
  })
})
