import { z } from 'zod'
import { addressParamSchema } from './addressParamSchema'

/**
 * `{chainId}` is free text here: an id we do not serve, well-formed or not, is answered by the domain with
 * 404 with ChainNotServedError's sentence (the chains it does serve).
 */
const chainId = z.string().max(78)

export const chainParamsSchema = z.object({ chainId })

/** `/v1/chains/{chainId}/safes/{address}` and its siblings (`safe_address` in the SDK's templates). */
export const safeParamsSchema = z.object({ chainId, address: addressParamSchema })
