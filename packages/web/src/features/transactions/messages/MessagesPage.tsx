import { MessageSquare } from 'lucide-react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import { paths } from '../../../app/paths'
import { Button, buttonClass } from '../../../components/Button'
import { Link } from '../../../components/Link'
import { Panel } from '../../../components/Panel'
import { EmptyState, QueryState } from '../../../components/QueryState'
import { SkeletonRows } from '../../../components/Skeleton'
import { usePageTitle } from '../../../hooks/usePageTitle'
import { useSafeInfo } from '../../../hooks/useSafeInfo'
import { useIsOwner } from '../../safes'
import { MessageCard } from './MessageCard'
import { useSafeMessages } from './useSafeMessages'
import './messages.css'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' })

/**
 * `/<safe>/transactions/messages`: the Safe's off-chain (EIP-1271) messages by day, each with its status, decoded
 * content and signers, and "Sign" for an owner who has not signed yet.
 */
export function MessagesPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Messages')
  const { address: me } = useAccount()
  const isOwner = useIsOwner(useSafeInfo(address).data) === true
  const messages = useSafeMessages(address)
  return (
    <Panel title="Messages">
      <QueryState
        query={messages}
        loading="Loading messages…"
        skeleton={<SkeletonRows variant="transaction" count={3} />}
        error="The messages could not be loaded."
        isEmpty={(data) => data.pages.every((page) => page.results.length === 0)}
        empty={
          <EmptyState
            icon={MessageSquare}
            action={
              <Link className={buttonClass('secondary', 'small')} href={paths.safe({ prefix, address }, 'apps')}>
                Open the apps
              </Link>
            }
          >
            This Safe has no off-chain messages. An app that asks the Safe to sign a message puts it here for the owners
            to sign: open one from the apps.
          </EmptyState>
        }
      >
        {(data) => (
          <div className="transactions-messages">
            {data.pages.flatMap((page) =>
              page.results.map((item) =>
                item.type === 'DATE_LABEL' ? (
                  <h3 key={`date-${item.timestamp}`} className="transactions-messages__date">
                    {dateFormat.format(item.timestamp)}
                  </h3>
                ) : (
                  <MessageCard key={item.messageHash} message={item} safe={address} me={me} isOwner={isOwner} />
                ),
              ),
            )}
            {messages.hasNextPage && (
              <Button
                onClick={() => messages.fetchNextPage()}
                disabled={messages.isFetchingNextPage}
                aria-busy={messages.isFetchingNextPage}
              >
                {messages.isFetchingNextPage ? 'Loading more…' : 'Load more'}
              </Button>
            )}
          </div>
        )}
      </QueryState>
    </Panel>
  )
}
