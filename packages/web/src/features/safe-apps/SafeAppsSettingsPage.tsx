import { useState } from 'react'
import type { Address } from 'viem'
import { Button } from '../../components/Button'
import { Panel } from '../../components/Panel'
import { usePageTitle } from '../../hooks/usePageTitle'
import { useRuntimeConfig } from '../../hooks/useRuntimeConfig'
import {
  createSafeAppPermissions,
  grantedSafeAppOrigins,
  safeAppPermissionsSafeKey,
} from './bridge/createSafeAppPermissions'
import { SafeAppIcon } from './SafeAppIcon'
import { safeAppPermissionsStorage } from './safeAppPermissionsStorage'
import { useCustomSafeApps } from './useCustomSafeApps'
import { useSafeAppPermissionsAccount } from './useSafeAppPermissionsAccount'
import './safeApps.css'

const PERMISSION_LABELS: Record<string, string> = { requestAddressBook: 'Address Book' }
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/**
 * `/<safe>/settings/safe-apps`: what this Safe granted each app (by origin), revocable; and the custom apps the user
 * accepted, removable (removing the last app of an origin takes the acceptance back: it warns again next time).
 */
export function SafeAppsSettingsPage({ address }: { address: Address; prefix: string }) {
  usePageTitle('Safe Apps settings')
  const { chainId } = useRuntimeConfig()
  const safeKey = safeAppPermissionsSafeKey(chainId, address, useSafeAppPermissionsAccount())
  const custom = useCustomSafeApps()
  // Grants live outside React (the bridge writes them); a revoke here re-reads them.
  const [, setRevision] = useState(0)
  const origins = grantedSafeAppOrigins(safeAppPermissionsStorage(), safeKey)

  return (
    <div className="safe-apps-settings">
      <Panel title="Permissions granted to apps">
        {origins.length === 0 ? (
          <p data-testid="safe-app-permissions-empty">No app holds a permission for this Safe.</p>
        ) : (
          <ul className="safe-apps-settings__list" data-testid="safe-app-permissions">
            {origins.map((origin) => {
              const permissions = createSafeAppPermissions(safeAppPermissionsStorage(), safeKey, origin)
              return (
                <li key={origin} className="safe-apps-settings__item">
                  <div>
                    <p className="safe-app-card__origin">{origin}</p>
                    <p>
                      {permissions
                        .list()
                        .map(
                          (permission) =>
                            `${PERMISSION_LABELS[permission.parentCapability] ?? permission.parentCapability} (since ${dateFormat.format(permission.date)})`,
                        )
                        .join(', ')}
                    </p>
                  </div>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={`Revoke the permissions of ${origin}`}
                    onClick={() => {
                      permissions.revokeAll()
                      setRevision((revision) => revision + 1)
                    }}
                  >
                    Revoke
                  </Button>
                </li>
              )
            })}
          </ul>
        )}
      </Panel>
      <Panel title="Custom apps">
        {custom.apps.length === 0 ? (
          <p data-testid="custom-safe-apps-empty">
            No custom app. Apps added by their address in Apps → “Add custom app” are listed here.
          </p>
        ) : (
          <ul className="safe-apps-settings__list" data-testid="custom-safe-apps">
            {custom.apps.map((app) => (
              <li key={app.url} className="safe-apps-settings__item">
                <div className="safe-app-card__identity">
                  <SafeAppIcon src={app.iconUrl} size={32} />
                  <div>
                    <p className="safe-app-card__name">{app.name}</p>
                    <p className="safe-app-card__origin">
                      {app.url} · accepted {dateFormat.format(app.acceptedAt)}
                    </p>
                  </div>
                </div>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Remove ${app.name}`}
                  onClick={() => custom.remove(app.url)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  )
}
