import type { DataDecoded, DataDecoderRequest } from '@strongroom/protocol'
import { getAddress, type Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import { UnknownSelectorError } from '../errors/UnknownSelectorError'
import type { GatewayContext } from '../GatewayContext'
import { loadTokens } from '../tokens/loadTokens'
import { getChainDecoder } from './getChainDecoder'

/**
 * `POST /data-decoder`: decodes calldata with the Safe, MultiSend, ERC-20/721 and the chain's configured ABIs.
 * @throws {ChainNotServedError}
 * @throws {UnknownSelectorError} when no known function has the selector.
 * @throws {RuleViolationError} when the data is shorter than a selector or its arguments do not decode.
 */
export async function decodeTransactionData(
  { db, chains }: GatewayContext,
  { chainId, request }: { chainId: string; request: DataDecoderRequest },
): Promise<DataDecoded> {
  const chain = requireChain(chains, chainId)
  const to = request.to ? getAddress(request.to) : null
  const tokens = to ? await loadTokens(db, chain.config.chainId, [to]) : new Map()
  const result = getChainDecoder(chain.config).decode(request.data as Hex, {
    to,
    tokenTypeOf: (address) => tokens.get(address)?.type,
  })
  if (result.ok) return result.dataDecoded
  switch (result.reason) {
    case 'TOO_SHORT':
      throw new RuleViolationError('data is shorter than a 4-byte function selector', {
        details: { data: request.data },
      })
    case 'UNKNOWN_SELECTOR':
      throw new UnknownSelectorError(result.selector ?? request.data)
    case 'MALFORMED':
      throw new RuleViolationError(`data does not decode as any known function with selector ${result.selector}`, {
        details: { selector: result.selector },
      })
  }
}
