import {
  compatibilityFallbackHandlerAbi,
  createCallAbi,
  multiSendAbi,
  safeL2Abi,
  safeProxyFactoryAbi,
  signMessageLibAbi,
} from '@strongroom/protocol'
import { type Abi, erc20Abi, erc721Abi, parseAbi } from 'viem'

/** An ABI the decoder may use, and what kind of contract it describes (token ABIs are chosen by token type). */
export type NamedAbi = { name: string; abi: Abi; tokenType?: 'ERC20' | 'ERC721' }

/**
 * ABIs every chain decodes, in priority order for colliding selectors: the Safe contracts (plus `changeMasterCopy`,
 * which pre-1.3 singletons had and the settings mapping still recognises), MultiSend, then the token standards.
 */
export const builtInAbis: readonly NamedAbi[] = [
  { name: 'SafeL2', abi: safeL2Abi },
  { name: 'SafeLegacy', abi: parseAbi(['function changeMasterCopy(address _masterCopy)']) },
  { name: 'MultiSend', abi: multiSendAbi },
  { name: 'SafeProxyFactory', abi: safeProxyFactoryAbi },
  { name: 'CompatibilityFallbackHandler', abi: compatibilityFallbackHandlerAbi },
  { name: 'SignMessageLib', abi: signMessageLibAbi },
  { name: 'CreateCall', abi: createCallAbi },
  { name: 'ERC20', abi: erc20Abi, tokenType: 'ERC20' },
  { name: 'ERC721', abi: erc721Abi, tokenType: 'ERC721' },
]
