import { Network, PenLine } from 'lucide-react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { Tag } from '../../components/Tag'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../hooks/useSafeInfo'
import { selectAwaitingMySignature, useQueuedTransactions } from '../transactions'

/** The network a Safe of the list is on: the chain this list is for (`useRuntimeConfig()`). */
export function SafeListChain() {
  const { chainName } = useRuntimeConfig()
  return (
    <Tag className="safe-list__fact" title="The network this Safe is on" data-testid="safe-list-chain">
      <Network size={14} aria-hidden="true" />
      {chainName}
    </Tag>
  )
}

/**
 * A deployed Safe's threshold ("2/3 owners", as its frame says it), and, for a Safe the connected wallet owns, how
 * many queued transactions wait for that wallet's confirmation (`selectAwaitingMySignature`): said only when some
 * do, so a list of calm Safes reads calm. Nothing while the gateway has not answered, and nothing it cannot know.
 */
export function SafeListFacts({ address, owner }: { address: Address; owner: boolean }) {
  const safe = useSafeInfo(address).data
  return (
    <>
      {safe && (
        <Tag
          className="safe-list__fact"
          title="Confirmations needed out of the number of owners"
          data-testid="safe-list-threshold"
        >
          {safe.threshold}/{safe.owners.length} owners
        </Tag>
      )}
      {owner && <AwaitingMySignature address={address} />}
    </>
  )
}

function AwaitingMySignature({ address }: { address: Address }) {
  const { address: me } = useAccount()
  const queue = useQueuedTransactions(address)
  if (!me || !queue.data) return null
  const waiting = selectAwaitingMySignature(queue.data, me).length
  if (waiting === 0) return null
  return (
    <Tag tone="warning" className="safe-list__fact" data-testid="safe-list-waiting">
      <PenLine size={14} aria-hidden="true" />
      {waiting === 1 ? '1 transaction waits for your signature' : `${waiting} transactions wait for your signature`}
    </Tag>
  )
}
