import type { Address } from 'viem'
import { usePageTitle } from '../../hooks/usePageTitle'
import { OverviewPanel } from './OverviewPanel'
import { PendingSignaturesPanel } from './PendingSignaturesPanel'
import { SafeSetupPanel } from './SafeSetupPanel'
import { TopAssetsPanel } from './TopAssetsPanel'
import './dashboard.css'

/** A Safe's home: total value, top assets, what waits for my signature, and how the Safe is set up. */
export function DashboardPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Dashboard')
  return (
    <div className="dashboard">
      <OverviewPanel address={address} prefix={prefix} />
      <PendingSignaturesPanel address={address} />
      <TopAssetsPanel address={address} prefix={prefix} />
      <SafeSetupPanel address={address} />
    </div>
  )
}
