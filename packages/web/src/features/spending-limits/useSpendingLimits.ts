import { useQuery } from '@tanstack/react-query'
import { type Address, type Client, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { formatTokenAmount } from '../../lib/formatTokenAmount'
import { readSpendingLimits, readTokenLabels, type SpendingLimits, type TokenLabel } from './actions/readSpendingLimits'

/**
 * The chain's Allowance module as the gateway's chain description names it (`contractAddresses.allowanceModuleAddress`
 * with the SPENDING_LIMIT feature; docs/spending-limits.md): undefined while loading, null where there is none.
 */
export function useAllowanceModule(): Address | null | undefined {
  const info = useChainInfo()
  if (!info.data) return info.isError ? null : undefined
  const module = info.data.contractAddresses.allowanceModuleAddress
  return module && info.data.features.includes('SPENDING_LIMIT') ? getAddress(module) : null
}

/** Spending limits with their tokens in words: the native coin from the chain description, tokens from their contracts. */
export interface SpendingLimitsView extends SpendingLimits {
  /** An amount of a token in its units and symbol (raw base units for a token that did not answer). */
  amount(token: Address, raw: bigint): string
  /** A token's symbol, or its address. */
  symbol(token: Address): string
  /** A token's decimals; null when its contract did not say. */
  decimals(token: Address): number | null
}

/**
 * The Safe's spending limits read from the chain (`readSpendingLimits`), read again whenever the gateway's SafeInfo
 * moves (an execution, such as the owners' change of allowances).
 */
export function useSpendingLimits(safe: Address, module: Address | null | undefined, refresh: unknown = 0) {
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const info = useSafeInfo(safe)
  const chain = useChainInfo()
  const native = chain.data?.nativeCurrency
  return useQuery({
    queryKey: ['chain', chainId, 'spending-limits', safe, module, info.data?.nonce, info.data?.txHistoryTag, refresh],
    enabled: client !== undefined && !!module && native !== undefined,
    queryFn: async (): Promise<SpendingLimitsView> => {
      const limits = await readSpendingLimits(client as Client, { safe, module: module! })
      const labels = await readTokenLabels(
        client as Client,
        limits.limits.map((limit) => limit.token),
      )
      const label = (token: Address): TokenLabel =>
        isAddressEqual(token, zeroAddress) ? native! : (labels[getAddress(token)] ?? null)
      return {
        ...limits,
        amount: (token, raw) => {
          const known = label(token)
          return known
            ? `${formatTokenAmount(raw.toString(), known.decimals)} ${known.symbol}`
            : `${raw} base units of ${token}`
        },
        symbol: (token) => label(token)?.symbol ?? token,
        decimals: (token) => label(token)?.decimals ?? null,
      }
    },
  })
}
