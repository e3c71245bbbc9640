import {
  addDelegateBodySchema,
  delegatesPageSchema,
  deleteDelegateBodySchema,
  deleteDelegateV1BodySchema,
  InvalidInputError,
} from '@strongroom/protocol'
import { getAddress } from 'viem'
import { z } from 'zod'
import { requireSession, type SessionDeps } from '../auth/requireSession'
import { addDelegate } from '../domain/delegates/addDelegate'
import { getDelegates } from '../domain/delegates/getDelegates'
import { removeDelegate } from '../domain/delegates/removeDelegate'
import type { GatewayContext } from '../domain/GatewayContext'
import { emptyOk } from './emptyOk'
import { errorResponses } from './errorResponses'
import { buildPageLinks } from './pagination/buildPageLinks'
import { publicUrlOf } from './pagination/resolvePublicUrl'
import { addressParamSchema } from './schemas/addressParamSchema'
import { chainParamsSchema } from './schemas/chainParamsSchema'
import { cursorQuerySchema } from './schemas/cursorQuerySchema'
import type { ZodFastify } from './ZodFastify'

/** Delegate bodies are a few hundred bytes; an EIP-1271 signature of a nested Safe stays far below this. */
const BODY_LIMIT = 16 * 1024

/** At least one filter, as CGW-HEAD requires (v1.23's schema even required exactly one). */
const delegatesQuerySchema = z
  .object({
    safe: addressParamSchema.optional(),
    delegate: addressParamSchema.optional(),
    delegator: addressParamSchema.optional(),
    label: z.string().max(50).optional(),
    cursor: cursorQuerySchema,
  })
  .refine(
    (query) => [query.safe, query.delegate, query.delegator, query.label].some((value) => value !== undefined),
    'needs at least one of safe, delegate, delegator, label',
  )

const delegateParamsSchema = z.object({ chainId: z.string().max(78), delegateAddress: addressParamSchema })

/**
 * Delegates (docs/gateway-api.md §4.18, docs/indexing.md §4.3): list (v1 and v2), add (v1 and v2) and remove (v2 body
 * `{delegator, safe?, signature}`, v1 body `{delegate, delegator, signature}`). The v1 forms also accept the legacy
 * text-hash signature. Changes need, besides the signature in the body, a session (sign-in) of the delegator, the
 * delegate (removal) or an owner of the Safe, and answer 200 with an empty body.
 */
export function delegatesRoutes(app: ZodFastify, context: GatewayContext, sessions: SessionDeps): void {
  for (const version of ['v1', 'v2'] as const) {
    app.get(
      `/${version}/chains/:chainId/delegates`,
      {
        schema: {
          tags: ['delegates'],
          params: chainParamsSchema,
          querystring: delegatesQuerySchema,
          response: { 200: delegatesPageSchema, ...errorResponses },
        },
      },
      async (request) => {
        const { cursor: page, safe, delegate, delegator, label } = request.query
        const { items, total } = await getDelegates(context, {
          chainId: request.params.chainId,
          filters: {
            ...(safe ? { safe } : {}),
            ...(delegate ? { delegate } : {}),
            ...(delegator ? { delegator } : {}),
            ...(label !== undefined ? { label } : {}),
          },
          page,
        })
        return { count: total, ...buildPageLinks(publicUrlOf(request).url, page, total), results: items }
      },
    )

    app.post(
      `/${version}/chains/:chainId/delegates`,
      {
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ['delegates'],
          params: chainParamsSchema,
          body: addDelegateBodySchema,
          response: errorResponses,
        },
      },
      async (request, reply) => {
        const session = await requireSession(request, sessions)
        const body = request.body
        await addDelegate(context, {
          chainId: request.params.chainId,
          delegation: {
            safe: body.safe ? getAddress(body.safe) : null,
            delegate: getAddress(body.delegate),
            delegator: getAddress(body.delegator),
            signature: body.signature as `0x${string}`,
            label: body.label,
            expiryDate: body.expiryDate ? new Date(body.expiryDate) : null,
          },
          actor: session.account,
          legacy: version === 'v1',
        })
        return emptyOk(reply)
      },
    )
  }

  app.delete(
    '/v2/chains/:chainId/delegates/:delegateAddress',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['delegates'],
        params: delegateParamsSchema,
        body: deleteDelegateBodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, sessions)
      await removeDelegate(context, {
        chainId: request.params.chainId,
        delegate: request.params.delegateAddress,
        delegator: getAddress(request.body.delegator),
        safe: request.body.safe ? getAddress(request.body.safe) : null,
        signature: request.body.signature as `0x${string}`,
        actor: session.account,
      })
      return emptyOk(reply)
    },
  )

  app.delete(
    '/v1/chains/:chainId/delegates/:delegateAddress',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['delegates'],
        params: delegateParamsSchema,
        body: deleteDelegateV1BodySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const session = await requireSession(request, sessions)
      const delegate = request.params.delegateAddress
      if (getAddress(request.body.delegate) !== delegate)
        throw new InvalidInputError('body.delegate: must equal the delegate in the path')
      await removeDelegate(context, {
        chainId: request.params.chainId,
        delegate,
        delegator: getAddress(request.body.delegator),
        safe: null,
        signature: request.body.signature as `0x${string}`,
        actor: session.account,
        legacy: true,
      })
      return emptyOk(reply)
    },
  )
}
