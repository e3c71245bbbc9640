import { normalizeIP } from '@fastify/rate-limit'

/**
 * The key a client's connections, streams and requests are counted under: its IPv4 address (IPv4-mapped IPv6 folded
 * in), or its IPv6 /56 (one subscriber usually holds a whole prefix), as the rate limiter keys them.
 */
export function clientKeyOf(address: string): string {
  return normalizeIP(address)
}
