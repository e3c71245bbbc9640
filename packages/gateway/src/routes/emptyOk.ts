import type { FastifyReply } from 'fastify'

/** An empty 200 with `Content-Length: 0`, never a 204: SDK 3.14 accepts a void answer only so (docs/gateway-api.md §1). */
export function emptyOk(reply: FastifyReply): FastifyReply {
  return reply.code(200).header('content-length', '0').send()
}
