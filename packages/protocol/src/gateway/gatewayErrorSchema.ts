import { z } from 'zod'

/**
 * Every gateway error body: `{code, message}` where `code` is the HTTP status. SDK 3.14 only shows `code: message` when
 * both keys exist, and throws "Invalid response content" on a non-JSON body (docs/gateway-api.md §3.2).
 */
export const gatewayErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
})

export type GatewayError = z.infer<typeof gatewayErrorSchema>
