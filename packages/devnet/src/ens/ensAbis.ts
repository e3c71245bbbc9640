import { parseAbi } from 'viem'

/** The registry calls the devnet makes (ENSRegistry of `@ensdomains/ens`). */
export const ensRegistryAbi = parseAbi([
  'function owner(bytes32 node) view returns (address)',
  'function resolver(bytes32 node) view returns (address)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
])

/** The resolver calls the devnet makes (PublicResolver of `@ensdomains/resolver`). */
export const ensResolverAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function name(bytes32 node) view returns (string)',
  'function setAddr(bytes32 node, address a)',
  'function setName(bytes32 node, string name)',
])
