import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { Banner } from '../../components/Banner'
import { Link } from '../../components/Link'
import { LoadingState, Skeleton } from '../../components/Skeleton'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { appHistory } from '../../lib/appHistory'
import { safeAppsQuery } from '../../lib/query/safeAppsQuery'
import { CustomAppWarning } from './CustomAppWarning'
import { describeAppUrlProblem } from './describeAppUrlProblem'
import { fetchSafeAppManifest, type SafeAppManifest } from './fetchSafeAppManifest'
import { SafeAppHost } from './SafeAppHost'
import { SafeAppManifestError } from './SafeAppManifestError'
import { safeAppUrlKey } from './safeAppUrlKey'
import { SafeAppSignRequest } from './signing'
import { useCustomSafeApps } from './useCustomSafeApps'
import './safeApps.css'

/** Props of {@link SafeAppPage}: the Safe and the route's `appUrl` (an http(s) URL, checked by the route). */
export interface SafeAppPageProps {
  address: Address
  prefix: string
  search: { appUrl: string }
}

/**
 * `/<safe>/apps/open?appUrl=<url>`: one Safe App, connected to this Safe. Its name comes from the registry or from
 * the custom app the user accepted; an address that is neither shows the custom-app warning first (read from the
 * app's manifest) and never loads silently. An address that may not be framed (plain http away from this computer,
 * the wallet's own origin) is refused in a sentence.
 */
export function SafeAppPage({ address, prefix, search: { appUrl } }: SafeAppPageProps) {
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const registry = useQuery(safeAppsQuery({ gatewayUrl, chainId, clientUrl: window.location.origin }))
  const custom = useCustomSafeApps()
  const problem = describeAppUrlProblem(appUrl, window.location.origin)
  const appsPath = paths.safe({ prefix, address }, 'apps')
  const leave = () => appHistory.navigate(appsPath)
  const key = safeAppUrlKey(appUrl)
  const name =
    registry.data?.find((app) => safeAppUrlKey(app.url) === key)?.name ?? custom.find(appUrl)?.name ?? undefined
  usePageTitle(name ?? 'Safe App')

  if (problem)
    return (
      <Banner tone="danger" title="This app cannot be opened." testId="safe-app-refused">
        <p>{problem}</p>
        <Link href={appsPath}>Back to apps</Link>
      </Banner>
    )
  // Until the registry answered, the app is not known: nothing loads. A registry that cannot be read leaves only
  // the custom apps, and the warning for any other.
  if (registry.status === 'pending')
    return (
      <LoadingState label="Loading the app…">
        <Skeleton shape="block" height="24rem" />
      </LoadingState>
    )
  if (name)
    return (
      <SafeAppHost
        key={appUrl}
        address={address}
        prefix={prefix}
        app={{ name, url: appUrl }}
        SignRequest={SafeAppSignRequest}
        onLeave={leave}
      />
    )
  return (
    <UnknownApp
      appUrl={appUrl}
      accepted={custom.isOriginAccepted(new URL(appUrl).origin)}
      onAccept={custom.add}
      onLeave={leave}
      appsPath={appsPath}
      host={(appName) => (
        <SafeAppHost
          key={appUrl}
          address={address}
          prefix={prefix}
          app={{ name: appName, url: appUrl }}
          SignRequest={SafeAppSignRequest}
          onLeave={leave}
        />
      )}
    />
  )
}

/** An app neither in the registry nor added: its manifest, then the warning, unless its origin was accepted. */
function UnknownApp({
  appUrl,
  accepted,
  onAccept,
  onLeave,
  appsPath,
  host,
}: {
  appUrl: string
  accepted: boolean
  onAccept(manifest: SafeAppManifest): void
  onLeave(): void
  appsPath: string
  host(name: string): ReactNode
}) {
  const manifest = useQuery({
    queryKey: ['safe-app-manifest', appUrl],
    queryFn: ({ signal }) => fetchSafeAppManifest(appUrl, fetch, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
  const origin = new URL(appUrl).origin
  if (manifest.status === 'pending')
    return (
      <p className="query-state" role="status">
        Reading the manifest of {origin}…
      </p>
    )
  // An origin the user accepted before opens without asking again; its name is the manifest's, or its host's.
  if (accepted) return host(manifest.data?.name ?? new URL(appUrl).host)
  if (manifest.status === 'error')
    return (
      <Banner tone="danger" title="This app is not in the list and could not be checked." testId="safe-app-unknown">
        <p>
          {manifest.error instanceof SafeAppManifestError
            ? manifest.error.message
            : 'The app’s manifest could not be read.'}{' '}
          An app that is not in the list opens only once its manifest says what it is.
        </p>
        <Link href={appsPath}>Back to apps</Link>
      </Banner>
    )
  return (
    <section className="safe-app-unknown" aria-label="An app that is not in the list">
      <CustomAppWarning
        manifest={manifest.data}
        acceptLabel="Open app"
        onAccept={() => onAccept(manifest.data)}
        onCancel={onLeave}
      />
    </section>
  )
}
