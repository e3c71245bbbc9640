import { type ContractInfo, contractInfoSchema } from '@strongroom/protocol'
import type { Address } from 'viem'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/**
 * `GET /v1/chains/{chainId}/contracts/{address}`: the name and ABI the gateway knows a contract by (Safe contracts,
 * tokens it has indexed), docs/gateway-api.md §4.13.
 * @throws {GatewayError} with `isNotFound` for a contract the gateway does not know.
 */
export function getContractInfo(
  request: GatewayRequest & { chainId: number; address: Address },
): Promise<ContractInfo> {
  return fetchGateway({
    ...request,
    path: `/v1/chains/${request.chainId}/contracts/${request.address}`,
    schema: contractInfoSchema,
  })
}
