import type { Abi } from 'viem'
import type { ChainConfig } from '../../config'
import { type CallDataDecoder, createCallDataDecoder } from './createCallDataDecoder'
import { builtInAbis } from './knownAbis'

const decoders = new WeakMap<ChainConfig, CallDataDecoder>()

/** The decoder of a chain: the built-in Safe and token ABIs, then the chain's configured ABIs. Built once per config. */
export function getChainDecoder(config: ChainConfig): CallDataDecoder {
  let decoder = decoders.get(config)
  if (!decoder) {
    decoder = createCallDataDecoder([
      ...builtInAbis,
      ...config.abis.map(({ name, abi }) => ({ name, abi: abi as unknown as Abi })),
    ])
    decoders.set(config, decoder)
  }
  return decoder
}
