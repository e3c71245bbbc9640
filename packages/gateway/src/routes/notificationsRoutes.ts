import { registerDeviceBodySchema } from '@strongroom/protocol'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { emptyOk } from '../auth/emptyOk'
import type { GatewayContext } from '../domain/GatewayContext'
import { registerDevice } from '../domain/notifications/registerDevice'
import { unregisterDevice } from '../domain/notifications/unregisterDevice'
import { unregisterSafe } from '../domain/notifications/unregisterSafe'
import { errorResponses } from './errorResponses'
import { addressParamSchema } from './schemas/addressParamSchema'
import type { ZodFastify } from './ZodFastify'

/** 20 chains × 100 Safes × 44 characters plus signatures and a Web Push subscription fit comfortably. */
const BODY_LIMIT = 128 * 1024

const deviceParamsSchema = z.object({ chainId: z.string().max(78), uuid: z.uuid() })

/**
 * Push-notification registration (gateway-api.md §4.19). Every answer is 200 with `Content-Length: 0`: SDK 3.14 treats
 * any other empty success as an error.
 */
export function notificationsRoutes(app: ZodFastify, context: GatewayContext): void {
  app.post(
    '/v1/register/notifications',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags: ['notifications'], body: registerDeviceBodySchema, response: errorResponses },
    },
    async (request, reply) => {
      await registerDevice(context, { body: request.body })
      return emptyOk(reply)
    },
  )

  // DELETEs carry no body, but SDK 3.23 sends them with a JSON content type, which Fastify's parser refuses when empty:
  // these routes live in a context whose JSON parser ignores the body.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>()
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, _body, done) => done(null))

    scope.delete(
      '/v1/chains/:chainId/notifications/devices/:uuid/safes/:address',
      {
        schema: {
          tags: ['notifications'],
          params: deviceParamsSchema.extend({ address: addressParamSchema }),
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const { chainId, uuid, address } = request.params
        await unregisterSafe(context, { chainId, uuid, safe: address })
        return emptyOk(reply)
      },
    )

    scope.delete(
      '/v1/chains/:chainId/notifications/devices/:uuid',
      { schema: { tags: ['notifications'], params: deviceParamsSchema, response: errorResponses } },
      async (request, reply) => {
        await unregisterDevice(context, request.params)
        return emptyOk(reply)
      },
    )
  })
}
