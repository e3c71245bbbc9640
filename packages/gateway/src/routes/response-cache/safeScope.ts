import type { FastifyRequest } from 'fastify'
import type { ResponseScope } from './ResponseCache'

/**
 * The Safe of a `/v1/chains/:chainId/safes/:address/…` request, from its raw params. A malformed address only makes a
 * useless ticket: the request fails validation and nothing is stored.
 */
export function safeScope(request: FastifyRequest): Omit<ResponseScope, 'revision'> | null {
  const { chainId, address } = request.params as { chainId?: string; address?: string }
  return chainId && address ? { chainId, safe: address } : null
}
