import type { Delegate } from '@strongroom/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { useAccount, useSignTypedData } from 'wagmi'
import { showToast } from '../../components/Toast'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { delegatesQuery } from '../../lib/query/delegatesQuery'
import { gatewayKeys } from '../../lib/query/gatewayKeys'
import { addProposer } from './addProposer'
import type { ProposerWallet } from './ProposerWallet'
import { removeProposer } from './removeProposer'

/** The Safe's proposers and the two changes to them, each signed by the connected wallet (thin over the actions). */
export function useProposers(safe: Address) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const scope = { gatewayUrl, chainId, safe }
  const queryClient = useQueryClient()
  const { address } = useAccount()
  const { signTypedDataAsync } = useSignTypedData()
  const list = useQuery(delegatesQuery(scope))
  const wallet = (): ProposerWallet => {
    if (!address) throw new Error('No wallet is connected.')
    return { address, signTypedData: (typedData) => signTypedDataAsync({ account: address, ...typedData }) }
  }
  const reload = () => queryClient.invalidateQueries({ queryKey: gatewayKeys.delegates(scope) })
  const add = useMutation({
    mutationFn: ({ proposer, label }: { proposer: Address; label: string }) =>
      addProposer({ gatewayUrl, chainId, safe, proposer, label, wallet: wallet() }),
    onSuccess: () => {
      showToast('Proposer added: it can now propose transactions to this Safe.')
      return reload()
    },
  })
  const remove = useMutation({
    mutationFn: (proposer: Delegate) => removeProposer({ gatewayUrl, chainId, proposer, wallet: wallet() }),
    onSuccess: () => {
      showToast('Proposer removed.')
      return reload()
    },
  })
  return { list, add, remove, account: address }
}
