import { parseAbi } from 'viem'

/** What resolution reads: the registry's resolver of a node, and a resolver's address and reverse name records. */
export const ensRegistryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
export const ensResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
])
