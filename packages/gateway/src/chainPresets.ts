import { canonicalAllowanceModule, type SafeContractSet, safeDeployments } from '@strongroom/protocol'
import type { Address } from 'viem'

/** What a preset fills in for a chain: everything but its RPC URL (docs/rpc-providers.md §6). */
export type ChainPreset = {
  chainId: string
  chainName: string
  shortName: string
  description: string
  l2: boolean
  nativeCurrency: { name: string; symbol: string; decimals: number; logoUri: string }
  blockExplorerUriTemplate: { address: string; txHash: string; api: string }
  features: string[]
  /**
   * The ENS registry the web app resolves names through (chain feature DOMAIN_LOOKUP, docs/names.md); null where ENS
   * is not deployed.
   */
  ensRegistryAddress: Address | null
  /** Safe's Allowance module (SPENDING_LIMIT), as @safe-global/safe-modules-deployments names it (docs/spending-limits.md). */
  allowanceModuleAddress: Address | null
  /** The oldest Safe singleton's deployment block: no Safe history lies before it. */
  startBlock: number
  indexer: { mode: 'watch'; maxBlockRange: number; reorgDepth: number }
  /**
   * Safe contracts of every supported version; the same addresses on each of these chains (safe-deployments lists
   * both 1.3.0 address sets, 1.4.1 and 1.5.0 on all seven).
   */
  safeContracts: readonly SafeContractSet[]
}

/**
 * Only what the gateway and web app implement, on the devnet and every preset. DOMAIN_LOOKUP is added to a chain's
 * features where its config names an ENS registry, SPENDING_LIMIT where it names an Allowance module (toChainInfo). TX_SIMULATION: the web app runs new transactions on the chain's own node
 * before signing (eth_simulateV1 or eth_call with state overrides), not through Tenderly (docs/new-transactions.md
 * §Simulation).
 */
export const IMPLEMENTED_FEATURES = [
  'CONTRACT_INTERACTION',
  'EIP1271',
  'EIP1559',
  'ERC721',
  'SAFE_APPS',
  'SAFE_TX_GAS_OPTIONAL',
  'TX_SIMULATION',
] as const
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' }
/** ENS's registry (the one with fallback to the 2017 registry), at the same address on Ethereum and Sepolia. */
export const ENS_REGISTRY = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

/** Explorer links of an Etherscan-style explorer at `origin` (its API under `api`). */
function explorer(origin: string, api = origin.replace('https://', 'https://api.')) {
  return {
    address: `${origin}/address/{{address}}`,
    txHash: `${origin}/tx/{{txHash}}`,
    api: `${api}/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}`,
  }
}

function preset(
  fields: Omit<
    ChainPreset,
    'features' | 'indexer' | 'safeContracts' | 'description' | 'ensRegistryAddress' | 'allowanceModuleAddress'
  > & {
    reorgDepth?: number
    ensRegistryAddress?: Address
  },
): ChainPreset {
  const { reorgDepth = 64, ensRegistryAddress = null, ...chain } = fields
  return {
    ...chain,
    ensRegistryAddress,
    allowanceModuleAddress: canonicalAllowanceModule(Number(chain.chainId)) ?? null,
    description: `${chain.chainName}, Safes followed as they are added (watch mode)`,
    features: [...IMPLEMENTED_FEATURES],
    // Hosted providers cap eth_getLogs at 10,000 blocks; a provider naming a lower cap lowers it (§3).
    indexer: { mode: 'watch', maxBlockRange: 10_000, reorgDepth },
    safeContracts: safeDeployments,
  }
}

/**
 * Chains a deployment names instead of describing (`"preset": "base"` with an `rpcUrl` in the config file, or
 * CHAIN=base with RPC_URL). Public chains are followed in watch mode. Start blocks are the first Safe singleton's
 * deployment where known (the safe-eth-py list); reorg depth 200 on Polygon and Arbitrum, as Safe's service uses on L2s.
 */
export const chainPresets = {
  ethereum: preset({
    chainId: '1',
    chainName: 'Ethereum',
    shortName: 'eth',
    l2: false,
    nativeCurrency: ETHER,
    blockExplorerUriTemplate: explorer('https://etherscan.io'),
    startBlock: 7_457_553,
    ensRegistryAddress: ENS_REGISTRY,
  }),
  sepolia: preset({
    chainId: '11155111',
    chainName: 'Sepolia',
    shortName: 'sep',
    l2: false,
    nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    blockExplorerUriTemplate: explorer('https://sepolia.etherscan.io', 'https://api-sepolia.etherscan.io'),
    startBlock: 0,
    ensRegistryAddress: ENS_REGISTRY,
  }),
  base: preset({
    chainId: '8453',
    chainName: 'Base',
    shortName: 'base',
    l2: true,
    nativeCurrency: ETHER,
    blockExplorerUriTemplate: explorer('https://basescan.org'),
    startBlock: 0,
  }),
  arbitrum: preset({
    chainId: '42161',
    chainName: 'Arbitrum One',
    shortName: 'arb1',
    l2: true,
    nativeCurrency: ETHER,
    blockExplorerUriTemplate: explorer('https://arbiscan.io'),
    startBlock: 1_140,
    reorgDepth: 200,
  }),
  optimism: preset({
    chainId: '10',
    chainName: 'OP Mainnet',
    shortName: 'oeth',
    l2: true,
    nativeCurrency: ETHER,
    blockExplorerUriTemplate: explorer('https://optimistic.etherscan.io', 'https://api-optimistic.etherscan.io'),
    startBlock: 0,
  }),
  gnosis: preset({
    chainId: '100',
    chainName: 'Gnosis Chain',
    shortName: 'gno',
    l2: true,
    nativeCurrency: { name: 'xDai', symbol: 'XDAI', decimals: 18, logoUri: '' },
    blockExplorerUriTemplate: explorer('https://gnosisscan.io'),
    startBlock: 16_236_998,
  }),
  polygon: preset({
    chainId: '137',
    chainName: 'Polygon',
    shortName: 'matic',
    l2: true,
    nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18, logoUri: '' },
    blockExplorerUriTemplate: explorer('https://polygonscan.com'),
    startBlock: 14_306_478,
    reorgDepth: 200,
  }),
} satisfies Record<string, ChainPreset>

export type ChainPresetName = keyof typeof chainPresets
