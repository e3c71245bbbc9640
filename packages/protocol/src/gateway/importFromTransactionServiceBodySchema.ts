import { z } from 'zod'

/**
 * Body of `POST /v1/chains/{chainId}/safes/{safe}/transaction-service-import` (our extension, docs/gateway-api.md
 * §4.21): the base URL of a Safe Transaction Service (`https://api.safe.global/tx-service/eth`, or a self-hosted
 * one) and the API key it needs, if any. The key is sent as `Authorization: Bearer` and never stored.
 */
export const importFromTransactionServiceBodySchema = z.object({
  serviceUrl: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).max(2_000),
  apiKey: z
    .string()
    .regex(/^[\x21-\x7e]{1,4096}$/, 'must be 1 to 4096 printable ASCII characters without spaces')
    .nullish(),
})

export type ImportFromTransactionServiceBody = z.infer<typeof importFromTransactionServiceBodySchema>
