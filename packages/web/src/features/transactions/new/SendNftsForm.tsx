import type { Collectible } from '@strongroom/protocol'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Address, encodeFunctionData, erc721Abi } from 'viem'
import { Button } from '../../../components/Button'
import { LoadingState, SkeletonGrid } from '../../../components/Skeleton'
import { useRuntimeConfig } from '../../../hooks/useRuntimeConfig'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { describeTransactionError } from '../../../lib/describeTransactionError'
import { collectiblesQuery } from '../../../lib/query/collectiblesQuery'
import type { NewTransactionDraft } from './BatchAction'
import { FlowButtons } from './FlowButtons'
import { RecipientField, type RecipientValue, recipientLabel, recipientNames } from './RecipientField'

/** The flow's name, stored as the proposal's origin. */
export const SEND_NFTS_ORIGIN = 'Send NFTs'

const keyOf = (nft: Collectible) => `${nft.address}:${nft.id}`

/** The call moving one NFT out of the Safe: `safeTransferFrom(safe, recipient, id)` on its contract. */
export function nftTransferCall(safe: Address, nft: Collectible, recipient: Address) {
  return {
    to: nft.address,
    value: 0n,
    data: encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [safe, recipient, BigInt(nft.id)],
    }),
  }
}

/** Send NFTs: one or several ERC-721 tokens of the Safe to one recipient; several become one batch. */
export function SendNftsForm({
  safe,
  onDraft,
  batchFull,
}: {
  safe: Address
  onDraft(draft: NewTransactionDraft, target: 'review' | 'batch'): void
  batchFull: boolean
}) {
  const { gatewayUrl, chainId, chainName } = useRuntimeConfig()
  const collectiblesTag = useSafeInfo(safe).data?.collectiblesTag
  const pages = useInfiniteQuery(collectiblesQuery({ gatewayUrl, chainId, safe }, { collectiblesTag }))
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const [recipient, setRecipient] = useState<RecipientValue>({ text: '', error: 'Enter an address.' })
  const [attempted, setAttempted] = useState(false)

  if (pages.isPending)
    return (
      <LoadingState label="Loading the Safe’s NFTs…">
        <SkeletonGrid count={4} />
      </LoadingState>
    )
  if (pages.isError)
    return (
      <p className="query-state" role="alert">
        The NFTs could not be loaded: {describeTransactionError(pages.error, chainName)}
      </p>
    )
  const nfts = pages.data.pages.flatMap((page) => page.results)
  if (nfts.length === 0) return <p className="query-state">This Safe holds no NFTs.</p>
  const selected = nfts.filter((nft) => chosen.has(keyOf(nft)))
  const selectionError = selected.length === 0 ? 'Choose at least one NFT to send.' : undefined

  const submit = (target: 'review' | 'batch') => {
    setAttempted(true)
    if (!recipient.address || selected.length === 0) return
    const to = recipient.address
    const names = recipientNames(recipient)
    onDraft(
      {
        origin: SEND_NFTS_ORIGIN,
        actions: selected.map((nft) => ({
          label: `Send ${nft.tokenSymbol} #${nft.id} to ${recipientLabel({ ...recipient, address: to })}`,
          call: nftTransferCall(safe, nft, to),
        })),
        ...(names ? { names } : {}),
      },
      target,
    )
  }

  return (
    <form
      className="new-tx-form"
      noValidate
      aria-label="Send NFTs"
      onSubmit={(event) => {
        event.preventDefault()
        submit('review')
      }}
    >
      <fieldset className="new-tx-form__nfts">
        <legend>NFTs to send</legend>
        <ul className="new-tx-form__nft-list">
          {nfts.map((nft) => {
            const key = keyOf(nft)
            return (
              <li key={key}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(key)}
                    onChange={(event) => {
                      const next = new Set(chosen)
                      if (event.target.checked) next.add(key)
                      else next.delete(key)
                      setChosen(next)
                    }}
                    data-testid="nft-choice"
                  />{' '}
                  {nft.name ?? nft.tokenName} ({nft.tokenSymbol} #{nft.id})
                </label>
              </li>
            )
          })}
        </ul>
        {pages.hasNextPage && (
          <Button size="small" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            Show more NFTs
          </Button>
        )}
        {attempted && selectionError && (
          <p className="new-tx__error" role="alert">
            {selectionError}
          </p>
        )}
      </fieldset>
      <RecipientField value={recipient} onChange={setRecipient} showError={attempted} />
      {selected.length > 1 && (
        <p className="new-tx__note">The {selected.length} NFTs are sent in one transaction (a batch).</p>
      )}
      <FlowButtons onAddToBatch={() => submit('batch')} batchFull={batchFull} />
    </form>
  )
}
