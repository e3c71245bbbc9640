import { GatewayError } from './GatewayError'

/**
 * TanStack Query `retry` policy for gateway reads: retry twice what may pass next time (no answer, 5xx), never a
 * 4xx or a malformed answer, which would only come back the same.
 */
export function shouldRetryGatewayRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (!(error instanceof GatewayError)) return true
  return error.failure === 'unreachable' || (error.status !== undefined && error.status >= 500)
}
