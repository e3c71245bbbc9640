import {
  confirmSafeMessageBodySchema,
  proposeSafeMessageBodySchema,
  safeMessageDetailsSchema,
  safeMessagePageSchema,
} from '@strongroom/protocol'
import type { Hash } from 'viem'
import { z } from 'zod'
import type { GatewayContext } from '../domain/GatewayContext'
import { confirmSafeMessage } from '../domain/messages/confirmSafeMessage'
import { getSafeMessage } from '../domain/messages/getSafeMessage'
import { listSafeMessages } from '../domain/messages/listSafeMessages'
import { proposeSafeMessage } from '../domain/messages/proposeSafeMessage'
import { emptyOk } from './emptyOk'
import { errorResponses } from './errorResponses'
import { buildPageLinks } from './pagination/buildPageLinks'
import { publicUrlOf } from './pagination/resolvePublicUrl'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import { cursorQuerySchema } from './schemas/cursorQuerySchema'
import type { ZodFastify } from './ZodFastify'

const messageParamsSchema = z.object({
  chainId: z.string().max(78),
  messageHash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hash')
    .transform((value) => value.toLowerCase() as Hash),
})

/**
 * Off-chain (EIP-1271) Safe messages (docs/gateway-api.md §4.17): list, propose, read and confirm. Create and confirm
 * answer 200 with an empty body, like CGW. The registry (`context.safeApps`) names the Safe App of a message's
 * `safeAppId`.
 */
export function messagesRoutes(app: ZodFastify, context: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/safes/:address/messages',
    {
      schema: {
        tags: ['messages'],
        params: safeParamsSchema,
        querystring: z.object({ cursor: cursorQuerySchema }),
        response: { 200: safeMessagePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.cursor
      const { items, total } = await listSafeMessages(context, {
        chainId: request.params.chainId,
        safe: request.params.address,
        page,
      })
      return { count: total, ...buildPageLinks(publicUrlOf(request).url, page, total), results: items }
    },
  )

  app.post(
    '/v1/chains/:chainId/safes/:address/messages',
    {
      schema: {
        tags: ['messages'],
        params: safeParamsSchema,
        body: proposeSafeMessageBodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      await proposeSafeMessage(context, {
        chainId: request.params.chainId,
        safe: request.params.address,
        body: request.body,
      })
      return emptyOk(reply)
    },
  )

  app.get(
    '/v1/chains/:chainId/messages/:messageHash',
    {
      schema: {
        tags: ['messages'],
        params: messageParamsSchema,
        response: { 200: safeMessageDetailsSchema, ...errorResponses },
      },
    },
    async (request) => getSafeMessage(context, request.params),
  )

  app.post(
    '/v1/chains/:chainId/messages/:messageHash/signatures',
    {
      schema: {
        tags: ['messages'],
        params: messageParamsSchema,
        body: confirmSafeMessageBodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      await confirmSafeMessage(context, {
        chainId: request.params.chainId,
        messageHash: request.params.messageHash,
        signature: request.body.signature as Hash,
      })
      return emptyOk(reply)
    },
  )
}
