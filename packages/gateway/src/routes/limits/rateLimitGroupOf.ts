/** Which rate limit a route falls under (routes/limits/clientLimitsSchema `rateLimits`). */
export type RateLimitGroup = 'signIn' | 'writes'

const SIGN_IN_URLS: ReadonlySet<string> = new Set(['/v1/auth/nonce', '/v1/auth/verify'])
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Sign-in (nonces and verification) and every request that writes or costs a chain call (any POST, PUT, PATCH or
 * DELETE) are limited; reads are not: the hot ones are answered from the response cache, and the per-client
 * connection cap bounds the rest. Deciding by method keeps routes added later under a limit without listing them.
 */
export function rateLimitGroupOf(method: string | readonly string[], url: string): RateLimitGroup | null {
  if (SIGN_IN_URLS.has(url)) return 'signIn'
  const methods = typeof method === 'string' ? [method] : method
  return methods.some((name) => WRITE_METHODS.has(name.toUpperCase())) ? 'writes' : null
}
