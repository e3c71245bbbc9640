import { useQuery } from '@tanstack/react-query'
import { type Address, type Client, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { usePublicClient } from 'wagmi'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { chainNow, readDelegateLimits, readTokenLabels, type SpendingLimit } from './actions/readSpendingLimits'

/** One of the connected account's allowances, with its token in words. */
export interface BeneficiaryLimit extends SpendingLimit {
  symbol: string
  decimals: number
}

/**
 * The allowances the connected account has on this Safe, read from the chain (nothing while the module is unknown, the
 * account is not connected or the Safe has not enabled the module). Tokens whose contract does not say its decimals
 * are left out: an amount in them could not be typed safely.
 */
export function useBeneficiaryLimits(safe: Address, module: Address | null | undefined, account: Address | undefined) {
  const { chainId } = useRuntimeConfig()
  const client = usePublicClient({ chainId })
  const native = useChainInfo().data?.nativeCurrency
  return useQuery({
    queryKey: ['chain', chainId, 'beneficiary-limits', safe, module, account],
    enabled: client !== undefined && !!module && account !== undefined && native !== undefined,
    queryFn: async (): Promise<BeneficiaryLimit[]> => {
      const now = await chainNow(client as Client)
      const limits = await readDelegateLimits(client as Client, { safe, module: module!, delegate: account!, now })
      const labels = await readTokenLabels(
        client as Client,
        limits.map((limit) => limit.token),
      )
      return limits.flatMap((limit) => {
        const label = isAddressEqual(limit.token, zeroAddress) ? native! : labels[getAddress(limit.token)]
        return label ? [{ ...limit, symbol: label.symbol, decimals: label.decimals }] : []
      })
    },
  })
}
