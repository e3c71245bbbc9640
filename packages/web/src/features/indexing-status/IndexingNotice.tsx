import { useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { Banner } from '../../components/Banner'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { safeIndexingStatusQuery } from '../../lib/query/safeIndexingStatusQuery'
import { describeIndexingStatus } from './describeIndexingStatus'
import './IndexingNotice.css'

/**
 * One notice on the screens that show a Safe's history (dashboard, queue, history): while the gateway still reads the
 * history, how far back it is complete with a progress figure; and what the chain's node cannot serve, in words. Shows
 * nothing once the history is complete on a node without limits, or when the status cannot be read (the screen's own
 * lists say what failed).
 */
export function IndexingNotice({ address }: { address: Address }) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const status = useQuery(safeIndexingStatusQuery({ gatewayUrl, chainId, safe: address }))
  const chainName = useChainInfo().data?.chainName ?? `chain ${chainId}`
  if (!status.data) return null
  const text = describeIndexingStatus(status.data, chainName)
  if (text.history === null && text.limits.length === 0) return null
  return (
    <Banner tone={text.limits.length > 0 ? 'warning' : 'info'} testId="indexing-notice">
      {text.history !== null && (
        <p className="indexing-notice__history">
          {text.history}
          {text.progress !== null && (
            <progress
              className="indexing-notice__progress"
              max={1}
              value={text.progress}
              aria-label="History read so far"
            />
          )}
        </p>
      )}
      {text.limits.map((sentence) => (
        <p key={sentence} className="indexing-notice__limit">
          {sentence}
        </p>
      ))}
    </Banner>
  )
}
