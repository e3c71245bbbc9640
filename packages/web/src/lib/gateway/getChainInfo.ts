import { type ChainInfo, chainInfoSchema } from '@strongroom/protocol'
import { fetchGateway, type GatewayRequest } from './fetchGateway'

/** `GET /v1/chains/{chainId}`: the chain's name, EIP-3770 short name, native currency and features. */
export function getChainInfo(request: GatewayRequest & { chainId: number }): Promise<ChainInfo> {
  return fetchGateway({ ...request, path: `/v1/chains/${request.chainId}`, schema: chainInfoSchema })
}
