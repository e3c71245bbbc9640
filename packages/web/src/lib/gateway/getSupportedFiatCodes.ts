import { type FiatCodes, fiatCodesSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/balances/supported-fiat-codes`: the currencies balances can be valued in, upper-case. */
export function getSupportedFiatCodes(request: GatewayRequest): Promise<FiatCodes> {
  return fetchGateway({ ...request, path: '/v1/balances/supported-fiat-codes', schema: fiatCodesSchema })
}
