import type { RestrictedBridgeMethod } from '@strongroom/protocol'
// Full zod, not zod/mini: the landing page holds zod/mini's module, and a mini builder used only here (record,
// literal) would be kept in the landing chunk with it (docs/landing-page.md).
import { z } from 'zod'
import type { SafeAppPermission } from './SafeAppPermission'

/** Where the grants are kept: one JSON document in the browser's storage. */
export const SAFE_APP_PERMISSIONS_KEY = 'strongroom.safeApps.permissions'

const storedSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.array(z.object({ parentCapability: z.literal('requestAddressBook'), invoker: z.string(), date: z.number() })),
  ),
)

/** The permissions one Safe granted one app, and the changes to them. */
export interface SafeAppPermissions {
  list(): SafeAppPermission[]
  has(method: RestrictedBridgeMethod): boolean
  /** Grants `methods` (again); returns the app's permissions after. */
  grant(methods: readonly RestrictedBridgeMethod[]): SafeAppPermission[]
  /** Takes every permission of this app back (Settings → Safe Apps). */
  revokeAll(): void
}

function readAll(storage: Pick<Storage, 'getItem'>): z.infer<typeof storedSchema> {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(SAFE_APP_PERMISSIONS_KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/** The origins of the apps that hold a permission of one Safe (Settings → Safe Apps), sorted. */
export function grantedSafeAppOrigins(storage: Pick<Storage, 'getItem'>, safeKey: string): string[] {
  return Object.entries(readAll(storage)[safeKey] ?? {})
    .filter(([, permissions]) => permissions.length > 0)
    .map(([origin]) => origin)
    .sort()
}

/**
 * The grants of one app (by origin) for one Safe (`chainId:address`), kept in `storage` so that they survive a reload;
 * a damaged or foreign document counts as no grants. Nothing is kept for a refusal: the app asks again next time,
 * and the user is asked again.
 */
export function createSafeAppPermissions(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  safeKey: string,
  appOrigin: string,
  now: () => number = Date.now,
): SafeAppPermissions {
  const read = () => readAll(storage)
  const write = (permissions: SafeAppPermission[]) => {
    const all = read()
    const safe = { ...(all[safeKey] ?? {}) }
    if (permissions.length === 0) delete safe[appOrigin]
    else safe[appOrigin] = permissions
    storage.setItem(SAFE_APP_PERMISSIONS_KEY, JSON.stringify({ ...all, [safeKey]: safe }))
  }
  const list = (): SafeAppPermission[] => read()[safeKey]?.[appOrigin] ?? []
  return {
    list,
    has: (method) => list().some((permission) => permission.parentCapability === method),
    grant(methods) {
      const kept = list().filter((permission) => !methods.includes(permission.parentCapability))
      const granted = methods.map((method) => ({ parentCapability: method, invoker: appOrigin, date: now() }))
      write([...kept, ...granted])
      return list()
    },
    revokeAll: () => write([]),
  }
}
