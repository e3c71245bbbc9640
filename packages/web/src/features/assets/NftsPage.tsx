import { Image } from 'lucide-react'
import type { Address } from 'viem'
import { Button } from '../../components/Button'
import { Panel } from '../../components/Panel'
import { EmptyState, QueryState } from '../../components/QueryState'
import { SkeletonGrid } from '../../components/Skeleton'
import { usePageTitle } from '../../hooks/usePageTitle'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { NftCard } from './NftCard'
import { ReceiveLink } from './ReceiveLink'
import { useCollectibles } from './useCollectibles'
import './assets.css'

function describeError(error: unknown): string {
  return error instanceof GatewayError && error.isNotFound
    ? 'This gateway does not provide NFTs.'
    : 'The NFTs could not be loaded.'
}

/** The Safe's NFTs as a grid of cards, loaded a page at a time. */
export function NftsPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('NFTs')
  const collectibles = useCollectibles(address)
  return (
    <Panel title="NFTs">
      <QueryState
        query={collectibles}
        loading="Loading NFTs…"
        skeleton={<SkeletonGrid count={6} />}
        error={describeError}
        isEmpty={(data) => data.pages.every((page) => page.results.length === 0)}
        empty={
          <EmptyState icon={Image} action={<ReceiveLink safe={{ prefix, address }} />}>
            This Safe holds no NFTs yet. Send one to its address to see it here.
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ul className="nft-grid">
              {data.pages.flatMap((page) =>
                page.results.map((nft) => (
                  <li key={`${nft.address}:${nft.id}`}>
                    <NftCard nft={nft} />
                  </li>
                )),
              )}
            </ul>
            {collectibles.hasNextPage && (
              <Button
                onClick={() => collectibles.fetchNextPage()}
                disabled={collectibles.isFetchingNextPage}
                aria-busy={collectibles.isFetchingNextPage}
              >
                {collectibles.isFetchingNextPage ? 'Loading more…' : 'Load more'}
              </Button>
            )}
            {collectibles.isFetchNextPageError && (
              <p className="nfts__error" role="alert">
                More NFTs could not be loaded. Try again.
              </p>
            )}
          </>
        )}
      </QueryState>
    </Panel>
  )
}
