import type { ChainInfo, SafeInfo } from '@strongroom/protocol'
import type { Address } from 'viem'

// The answers to the bridge's reading methods, in the shapes the Safe Apps SDK declares (its `SafeInfoExtended` and
// `ChainInfo`), built from the gateway's answers (docs/safe-apps-bridge.md §2).

/** `getSafeInfo`: the Safe as the SDK describes it; read-only unless the connected wallet is one of its owners. */
export function toBridgeSafeInfo(safe: SafeInfo, connected: Address | undefined) {
  const owners = safe.owners.map((owner) => owner.value)
  const isOwner = connected !== undefined && owners.some((owner) => owner.toLowerCase() === connected.toLowerCase())
  return {
    safeAddress: safe.address.value,
    chainId: Number(safe.chainId),
    threshold: safe.threshold,
    owners,
    isReadOnly: !isOwner,
    nonce: safe.nonce,
    implementation: safe.implementation.value,
    modules: safe.modules?.map((module) => module.value) ?? null,
    fallbackHandler: safe.fallbackHandler?.value ?? null,
    guard: safe.guard?.value ?? null,
    version: safe.version ?? null,
  }
}

/** `getChainInfo`: the five fields the SDK picks from the gateway's ChainInfo. */
export function toBridgeChainInfo(chain: ChainInfo) {
  return {
    chainName: chain.chainName,
    chainId: chain.chainId,
    shortName: chain.shortName,
    nativeCurrency: chain.nativeCurrency,
    blockExplorerUriTemplate: chain.blockExplorerUriTemplate,
  }
}
