import { gatewayErrorSchema } from '@strongroom/protocol'

/** Error answers every route may give, for the OpenAPI document and the serializer (always `{code, message}`). */
export const errorResponses = {
  '4xx': gatewayErrorSchema,
  '5xx': gatewayErrorSchema,
} as const
