import type { RestrictedBridgeMethod } from '@strongroom/protocol'
import { type Address, getAddress } from 'viem'
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

/**
 * The key permissions are kept under: one Safe on one chain, for one account (useSafeAppPermissionsAccount), or for
 * none (the browser's own address book).
 */
export function safeAppPermissionsSafeKey(chainId: number, address: Address, account: Address | undefined): string {
  return `${account ? account.toLowerCase() : 'no-account'}/${chainId}:${getAddress(address)}`
}

/** A grant's Safe before grants were kept per account: `chainId:address`, without an account in front. */
const LEGACY_SAFE_KEY = /^\d+:0x[0-9a-fA-F]{40}$/

function readAll(storage: Pick<Storage, 'getItem'>): z.infer<typeof storedSchema> {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(SAFE_APP_PERMISSIONS_KEY) ?? '{}'))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

/**
 * Grants are kept per account (`safeKey` = `<account>/<chainId>:<Safe>`, see safeAppPermissionsSafeKey): an app
 * granted the address book by one account must ask the next one, whose book it would read. Grants stored before
 * that (per Safe only) go, once, to the first account that opens the app with an account (docs/web-security.md,
 * "Browser storage per account"): on a browser used by one person that is its owner, and nobody is asked again.
 */
function migrateLegacyGrants(storage: Pick<Storage, 'getItem' | 'setItem'>, safeKey: string): void {
  const account = safeKey.split('/', 1)[0]
  if (!safeKey.includes('/') || !account?.startsWith('0x')) return
  const all = readAll(storage)
  const legacy = Object.keys(all).filter((key) => LEGACY_SAFE_KEY.test(key))
  if (legacy.length === 0) return
  for (const key of legacy) {
    all[`${account}/${key}`] = { ...all[key], ...all[`${account}/${key}`] }
    delete all[key]
  }
  try {
    storage.setItem(SAFE_APP_PERMISSIONS_KEY, JSON.stringify(all))
  } catch {
    // Without storage nothing was kept either.
  }
}

/** The origins of the apps that hold a permission of one Safe for one account (Settings → Safe Apps), sorted. */
export function grantedSafeAppOrigins(storage: Pick<Storage, 'getItem' | 'setItem'>, safeKey: string): string[] {
  migrateLegacyGrants(storage, safeKey)
  return Object.entries(readAll(storage)[safeKey] ?? {})
    .filter(([, permissions]) => permissions.length > 0)
    .map(([origin]) => origin)
    .sort()
}

/**
 * The grants of one app (by origin) for one Safe and account (`safeKey`, read at each use: the account may change
 * while the app is open), kept in `storage` so that they survive a reload; a damaged or foreign document counts as no
 * grants. Nothing is kept for a refusal: the app asks again next time, and the user is asked again.
 */
export function createSafeAppPermissions(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  currentSafeKey: string | (() => string),
  appOrigin: string,
  now: () => number = Date.now,
): SafeAppPermissions {
  const keyOf = typeof currentSafeKey === 'function' ? currentSafeKey : () => currentSafeKey
  const read = () => {
    migrateLegacyGrants(storage, keyOf())
    return readAll(storage)
  }
  const write = (permissions: SafeAppPermission[]) => {
    const safeKey = keyOf()
    const all = read()
    const safe = { ...(all[safeKey] ?? {}) }
    if (permissions.length === 0) delete safe[appOrigin]
    else safe[appOrigin] = permissions
    storage.setItem(SAFE_APP_PERMISSIONS_KEY, JSON.stringify({ ...all, [safeKey]: safe }))
  }
  const list = (): SafeAppPermission[] => read()[keyOf()]?.[appOrigin] ?? []
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
