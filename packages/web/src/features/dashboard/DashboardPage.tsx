import type { Address } from 'viem'
import { usePageTitle } from '../../hooks/usePageTitle'
import { IndexingNotice } from '../indexing-status'
import { PendingSignaturesPanel, QueuePreviewPanel } from '../transactions'
import { OverviewPanel } from './OverviewPanel'
import { SafeSetupPanel } from './SafeSetupPanel'
import { TopAssetsPanel } from './TopAssetsPanel'
import './dashboard.css'

/**
 * A Safe's home: total value, what waits for my signature, the first queued transactions, top assets, and how the Safe
 * is set up.
 */
export function DashboardPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Dashboard')
  return (
    <div className="dashboard">
      <IndexingNotice address={address} />
      <OverviewPanel address={address} prefix={prefix} />
      <PendingSignaturesPanel address={address} />
      <QueuePreviewPanel address={address} prefix={prefix} />
      <TopAssetsPanel address={address} prefix={prefix} />
      <SafeSetupPanel address={address} />
    </div>
  )
}
