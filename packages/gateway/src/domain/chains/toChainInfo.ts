import { type ChainInfo, canonicalAddresses } from '@strongroom/protocol'
import type { ChainConfig } from '../../config'

/** Chain ids that are local or public test networks (anvil/hardhat defaults, Sepolia, Holesky, Hoodi). */
const TESTNET_CHAIN_IDS = new Set(['1337', '31337', '11155111', '17000', '560048'])

/**
 * The features a chain offers: its configured ones, DOMAIN_LOOKUP only where an ENS registry is named (docs/names.md),
 * SPENDING_LIMIT only where the Allowance module is (docs/spending-limits.md), and DEFAULT_TOKENLIST where the token
 * list trusts some of its tokens, so that clients show that list by default (docs/spam-and-poisoning.md §3).
 */
function chainFeatures(config: ChainConfig, hasTokenList: boolean): string[] {
  return [
    ...new Set([
      ...config.features.filter((feature) => feature !== 'DOMAIN_LOOKUP' && feature !== 'SPENDING_LIMIT'),
      ...(config.ensRegistryAddress ? ['DOMAIN_LOOKUP'] : []),
      ...(config.allowanceModuleAddress ? ['SPENDING_LIMIT'] : []),
      ...(hasTokenList ? ['DEFAULT_TOKENLIST'] : []),
    ]),
  ]
}

/**
 * `ChainInfo` of a configured chain. The browser-facing RPC is `publicRpcUri` (never the gateway's own `rpcUrl`), sent
 * for wallet, Safe Apps and public use alike; `transactionService` points at this gateway, which plays that part.
 * `hasTokenList`: the deployment's token list trusts tokens of this chain.
 */
export function toChainInfo(
  config: ChainConfig,
  { gatewayUrl, hasTokenList = false }: { gatewayUrl: string; hasTokenList?: boolean },
): ChainInfo {
  const rpc = { authentication: 'NO_AUTHENTICATION', value: config.publicRpcUri } as const
  return {
    chainId: config.chainId,
    chainName: config.chainName,
    shortName: config.shortName,
    description: config.description,
    l2: config.l2,
    isTestnet: TESTNET_CHAIN_IDS.has(config.chainId),
    chainLogoUri: config.chainLogoUri,
    transactionService: gatewayUrl,
    nativeCurrency: config.nativeCurrency,
    blockExplorerUriTemplate: config.blockExplorerUriTemplate,
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    publicRpcUri: rpc,
    theme: config.theme,
    ensRegistryAddress: config.ensRegistryAddress,
    gasPrice: config.gasPrice,
    disabledWallets: config.disabledWallets,
    features: chainFeatures(config, hasTokenList),
    balancesProvider: { chainName: null, enabled: false },
    contractAddresses: {
      safeSingletonAddress: config.l2 ? canonicalAddresses.safeL2 : canonicalAddresses.safe,
      safeProxyFactoryAddress: canonicalAddresses.safeProxyFactory,
      multiSendAddress: canonicalAddresses.multiSend,
      multiSendCallOnlyAddress: canonicalAddresses.multiSendCallOnly,
      fallbackHandlerAddress: canonicalAddresses.compatibilityFallbackHandler,
      signMessageLibAddress: canonicalAddresses.signMessageLib,
      createCallAddress: canonicalAddresses.createCall,
      simulateTxAccessorAddress: canonicalAddresses.simulateTxAccessor,
      safeWebAuthnSignerFactoryAddress: null,
      allowanceModuleAddress: config.allowanceModuleAddress,
    },
    recommendedMasterCopyVersion: config.recommendedMasterCopyVersion,
  }
}
