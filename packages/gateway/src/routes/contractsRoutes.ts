import { contractInfoSchema } from '../domain/contracts/contractInfoSchema'
import { getContractInfo } from '../domain/contracts/getContractInfo'
import type { GatewayContext } from '../domain/GatewayContext'
import { errorResponses } from './errorResponses'
import { safeParamsSchema } from './schemas/chainParamsSchema'
import type { ZodFastify } from './ZodFastify'

/** `GET /v1/chains/{chainId}/contracts/{address}` (SDK `getContract`): what the gateway knows of a contract, or 404. */
export function contractsRoutes(app: ZodFastify, context: GatewayContext): void {
  app.get(
    '/v1/chains/:chainId/contracts/:address',
    {
      schema: {
        tags: ['contracts'],
        params: safeParamsSchema,
        response: { 200: contractInfoSchema, ...errorResponses },
      },
    },
    async (request) => getContractInfo(context, request.params),
  )
}
