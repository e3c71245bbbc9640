import { type Address, type Client, getAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import type { NameLookupContext } from './actions/resolveName'

/**
 * Where this chain's names are read: its node and the ENS registry the gateway's chain description names, only when
 * that description offers DOMAIN_LOOKUP (docs/names.md). Undefined on a chain without ENS, or until it is described.
 */
export function useNameLookupContext(): (NameLookupContext & { chainId: number }) | undefined {
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const info = useChainInfo().data
  const registry: Address | null | undefined =
    info?.features.includes('DOMAIN_LOOKUP') && info.ensRegistryAddress ? getAddress(info.ensRegistryAddress) : null
  if (!client || !registry) return undefined
  return { client: client as Client, registry, chainId }
}
