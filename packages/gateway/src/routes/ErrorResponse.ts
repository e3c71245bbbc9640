import type { GatewayError } from '@strongroom/protocol'

/** The HTTP answer for a failed request. */
export type ErrorResponse = { statusCode: number; body: GatewayError /** worth an error log */; unexpected: boolean }
