import type { SafeApp } from '@strongroom/protocol'
import { useQuery } from '@tanstack/react-query'
import { LayoutGrid } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import { paths } from '../../app/paths'
import { Banner } from '../../components/Banner'
import { Button, buttonClass } from '../../components/Button'
import { FormField } from '../../components/FormField'
import { Link } from '../../components/Link'
import { Panel } from '../../components/Panel'
import { EmptyState } from '../../components/QueryState'
import { LoadingState, SkeletonGrid } from '../../components/Skeleton'
import { Tag } from '../../components/Tag'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import { safeAppsQuery } from '../../lib/query/safeAppsQuery'
import { AddCustomAppDialog } from './AddCustomAppDialog'
import { describeAppUrlProblem } from './describeAppUrlProblem'
import { SafeAppIcon } from './SafeAppIcon'
import { safeAppUrlKey } from './safeAppUrlKey'
import { useCustomSafeApps } from './useCustomSafeApps'
import { usePinnedSafeApps } from './usePinnedSafeApps'
import './safeApps.css'

/** One app of the list: from the registry, or added by the user. */
interface ListedApp {
  url: string
  name: string
  description: string
  iconUrl: string | undefined
  tags: readonly string[]
  custom: boolean
}

const fromRegistry = (app: SafeApp): ListedApp => ({
  url: app.url,
  name: app.name,
  description: app.description,
  iconUrl: app.iconUrl || undefined,
  tags: app.tags,
  custom: false,
})

const byName = (a: ListedApp, b: ListedApp) => a.name.localeCompare(b.name)

function matches(app: ListedApp, search: string, tag: string | undefined): boolean {
  if (tag !== undefined && !app.tags.includes(tag)) return false
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${app.name} ${app.description} ${app.tags.join(' ')} ${app.url}`.toLowerCase()
  return words.every((word) => text.includes(word))
}

/**
 * `/<safe>/apps`: the Safe Apps of this deployment's registry that may run in this web app (`client_url` is its
 * origin), with the custom apps the user added; search, a tag filter, pinned apps first, and "Add custom app".
 */
export function SafeAppsPage({ address, prefix }: { address: Address; prefix: string }) {
  usePageTitle('Safe Apps')
  const { gatewayUrl, chainId } = useRuntimeConfig()
  const registry = useQuery(safeAppsQuery({ gatewayUrl, chainId, clientUrl: window.location.origin }))
  const custom = useCustomSafeApps()
  const pinned = usePinnedSafeApps()
  const [search, setSearch] = useState('')
  const [tag, setTag] = useState<string>()
  const [adding, setAdding] = useState(false)

  const customApps = useMemo(() => {
    const listed = new Set((registry.data ?? []).map((app) => safeAppUrlKey(app.url)))
    return custom.apps
      .filter((app) => !listed.has(safeAppUrlKey(app.url)))
      .map((app): ListedApp => ({ ...app, tags: [], custom: true }))
  }, [custom.apps, registry.data])

  const problemOf = (url: string) => {
    if ((registry.data ?? []).some((app) => safeAppUrlKey(app.url) === safeAppUrlKey(url)))
      return 'This app is already in the list.'
    return describeAppUrlProblem(url, window.location.origin)
  }

  const renderCard = (app: ListedApp) => {
    const isPinned = pinned.isPinned(app.url)
    return (
      <li
        key={`${app.custom ? 'custom' : 'registry'}:${app.url}`}
        className="safe-app-card"
        data-testid="safe-app-card"
      >
        <div className="safe-app-card__identity">
          <SafeAppIcon src={app.iconUrl} />
          <div>
            <h3 className="safe-app-card__name">{app.name}</h3>
            <p className="safe-app-card__origin">{new URL(app.url).origin}</p>
          </div>
        </div>
        <p className="safe-app-card__description">{app.description}</p>
        <p className="safe-app-card__tags">
          {app.custom && <Tag tone="warning">Custom app</Tag>}
          {app.tags.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </p>
        <div className="safe-app-card__actions">
          <Link
            className={buttonClass('primary', 'small')}
            href={paths.safe({ prefix, address }, 'openApp', { appUrl: app.url })}
            aria-label={`Open ${app.name}`}
          >
            Open
          </Link>
          <Button
            size="small"
            variant="ghost"
            aria-pressed={isPinned}
            aria-label={`${isPinned ? 'Unpin' : 'Pin'} ${app.name}`}
            onClick={() => pinned.toggle(app.url)}
          >
            {isPinned ? 'Unpin' : 'Pin'}
          </Button>
        </div>
      </li>
    )
  }

  const renderList = (data: readonly SafeApp[]) => {
    const all = [...data.map(fromRegistry), ...customApps]
    const tags = [...new Set(data.flatMap((app) => app.tags))].sort((a, b) => a.localeCompare(b))
    const shown = all.filter((app) => matches(app, search, tag))
    const pinnedApps = shown.filter((app) => pinned.isPinned(app.url)).sort(byName)
    const others = shown.filter((app) => !pinned.isPinned(app.url)).sort(byName)
    return (
      <div className="safe-apps" data-testid="safe-apps-list">
        {registry.status === 'error' && (
          <Banner tone="danger" title="The list of apps could not be loaded." testId="safe-apps-registry-error">
            <p>{customApps.length > 0 ? 'Your custom apps are listed below. ' : ''}Try again in a moment.</p>
            <Button size="small" onClick={() => registry.refetch()}>
              Try again
            </Button>
          </Banner>
        )}
        <FormField label="Search apps">
          {(control) => (
            <input
              {...control}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Name, description or tag"
            />
          )}
        </FormField>
        {tags.length > 0 && (
          <fieldset className="safe-apps__tags">
            <legend>Tags</legend>
            <Button size="small" variant="ghost" aria-pressed={tag === undefined} onClick={() => setTag(undefined)}>
              All
            </Button>
            {tags.map((name) => (
              <Button
                key={name}
                size="small"
                variant="ghost"
                aria-pressed={tag === name}
                onClick={() => setTag(tag === name ? undefined : name)}
              >
                {name}
              </Button>
            ))}
          </fieldset>
        )}
        {all.length === 0 && registry.status === 'error' ? null : all.length === 0 ? (
          <EmptyState icon={LayoutGrid} testId="safe-apps-empty">
            This deployment lists no apps for this network. Add an app by its address with “Add custom app”.
          </EmptyState>
        ) : shown.length === 0 ? (
          <p data-testid="safe-apps-empty">No app matches your search.</p>
        ) : (
          <>
            {pinnedApps.length > 0 && (
              <>
                <h3 className="safe-apps__group">Pinned</h3>
                <ul className="safe-apps__grid" aria-label="Pinned apps">
                  {pinnedApps.map(renderCard)}
                </ul>
              </>
            )}
            {others.length > 0 && (
              <>
                {pinnedApps.length > 0 && <h3 className="safe-apps__group">All apps</h3>}
                <ul className="safe-apps__grid" aria-label="Apps">
                  {others.map(renderCard)}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    )
  }

  return (
    <Panel
      title="Safe Apps"
      actions={
        <Button size="small" onClick={() => setAdding(true)}>
          Add custom app
        </Button>
      }
    >
      {registry.status === 'pending' ? (
        <LoadingState label="Loading the apps…">
          <SkeletonGrid count={6} />
        </LoadingState>
      ) : (
        renderList(registry.data ?? [])
      )}
      {adding && (
        <AddCustomAppDialog
          problemOf={problemOf}
          onClose={() => setAdding(false)}
          onAdd={(manifest) => {
            custom.add(manifest)
            setAdding(false)
          }}
        />
      )}
    </Panel>
  )
}
