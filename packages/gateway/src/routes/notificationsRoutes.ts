import { registerDeviceBodySchema } from '@strongroom/protocol'
import { z } from 'zod'
import { requireSession, type SessionDeps } from '../auth/requireSession'
import type { GatewayContext } from '../domain/GatewayContext'
import { registerDevice } from '../domain/notifications/registerDevice'
import { unregisterDevice } from '../domain/notifications/unregisterDevice'
import { unregisterSafe } from '../domain/notifications/unregisterSafe'
import { emptyOk } from './emptyOk'
import { errorResponses } from './errorResponses'
import { addressParamSchema } from './schemas/addressParamSchema'
import type { ZodFastify } from './ZodFastify'

/** 20 chains × 100 Safes × 44 characters plus signatures and a Web Push subscription fit comfortably. */
const BODY_LIMIT = 128 * 1024

const deviceParamsSchema = z.object({ chainId: z.string().max(78), uuid: z.uuid() })

/**
 * Push-notification registration (docs/gateway-api.md §4.19). Besides the owners' signatures the body carries, each route
 * needs a session (sign-in) of an owner of the Safes concerned. Every answer is 200 with `Content-Length: 0`: SDK 3.14
 * treats any other empty success as an error.
 */
export function notificationsRoutes(app: ZodFastify, context: GatewayContext, sessions: SessionDeps): void {
  app.post(
    '/v1/register/notifications',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags: ['notifications'], body: registerDeviceBodySchema, response: errorResponses },
    },
    async (request, reply) => {
      const session = await requireSession(request, sessions)
      await registerDevice(context, { body: request.body, actor: session.account })
      return emptyOk(reply)
    },
  )

  app.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid/safes/:address',
    {
      schema: {
        tags: ['notifications'],
        params: deviceParamsSchema.extend({ address: addressParamSchema }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, sessions)
      const { chainId, uuid, address } = request.params
      await unregisterSafe(context, { chainId, uuid, safe: address, actor: session.account })
      return emptyOk(reply)
    },
  )

  app.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid',
    { schema: { tags: ['notifications'], params: deviceParamsSchema, response: errorResponses } },
    async (request, reply) => {
      const session = await requireSession(request, sessions)
      await unregisterDevice(context, { ...request.params, actor: session.account })
      return emptyOk(reply)
    },
  )
}
