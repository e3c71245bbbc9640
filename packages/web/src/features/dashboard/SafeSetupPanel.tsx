import type { Address } from 'viem'
import { AddressDisplay } from '../../components/AddressDisplay'
import { Banner } from '../../components/Banner'
import { Panel } from '../../components/Panel'
import { QueryState } from '../../components/QueryState'
import { SkeletonFacts } from '../../components/Skeleton'
import { useChainInfo } from '../../hooks/useChainInfo'
import { useSafeInfo } from '../../hooks/useSafeInfo'

/** Owners, threshold, nonce and contract version, with a warning when the version is outdated. */
export function SafeSetupPanel({ address }: { address: Address }) {
  const safe = useSafeInfo(address)
  const recommended = useChainInfo().data?.recommendedMasterCopyVersion
  return (
    <Panel title="Safe setup" className="dashboard__setup">
      <QueryState
        query={safe}
        loading="Loading the Safe setup…"
        skeleton={<SkeletonFacts count={3} />}
        error="The Safe setup could not be loaded."
      >
        {(info) => (
          <>
            <dl className="setup-facts">
              <dt>Threshold</dt>
              <dd data-testid="safe-threshold">
                {info.threshold} out of {info.owners.length} owners
              </dd>
              <dt>Nonce</dt>
              <dd>{info.nonce}</dd>
              <dt>Version</dt>
              <dd data-testid="safe-version">
                {info.version ?? 'Unknown'}
                {info.implementationVersionState === 'UP_TO_DATE' && <span className="tag">Latest</span>}
              </dd>
            </dl>
            {info.implementationVersionState === 'OUTDATED' && (
              <Banner tone="warning" title="Outdated Safe version" testId="outdated-version">
                <p>
                  This Safe runs version {info.version ?? 'unknown'}
                  {recommended ? `; ${recommended} is recommended` : ''}. Update it to get the latest fixes.
                </p>
              </Banner>
            )}
            {info.implementationVersionState === 'UNKNOWN' && (
              <p className="dashboard__note">The Safe's contract version is not one this gateway recognises.</p>
            )}
            <h3 className="setup-owners__title">Owners</h3>
            <ul className="setup-owners">
              {info.owners.map((owner) => (
                <li key={owner.value}>
                  <AddressDisplay address={owner.value} fallbackName={owner.name} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Panel>
  )
}
