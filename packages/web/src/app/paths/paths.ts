import { encodeTransactionId } from '@strongroom/protocol'
import { getAddress, type Hash } from 'viem'
import { APP_ROUTES } from './appRoutes'
import { SAFE_ROUTES, type SafeRef, type SafeRouteName, type SearchOf } from './safeRoutes'

function safeBase(safe: SafeRef): string {
  // Checksummed so a shared link looks the same everywhere; an unchecked address (a link being explained) as given.
  let address = safe.address
  try {
    address = getAddress(safe.address)
  } catch {}
  return `/${safe.prefix}:${address}`
}

/** Link builders: the path of every screen. Components and features never write a path themselves. */
export const paths = {
  welcome: () => APP_ROUTES.welcome,
  /** Create Safe; `owner` prefills its first owner (a nested Safe's parent, docs/nested-safes.md §3). */
  newSafe: (search?: { owner: string }) =>
    search ? `${APP_ROUTES.newSafe}?${new URLSearchParams(search)}` : APP_ROUTES.newSafe,
  addSafe: () => APP_ROUTES.addSafe,
  addressBook: () => APP_ROUTES.addressBook,
  preferences: () => APP_ROUTES.preferences,
  /** A screen of one Safe; a route with search parameters takes them, typed by the route. */
  safe<Name extends SafeRouteName>(
    safe: SafeRef,
    name: Name,
    ...search: SearchOf<Name> extends Record<string, never> ? [] : [SearchOf<Name>]
  ): string {
    const { path } = SAFE_ROUTES[name]
    const base = path ? `${safeBase(safe)}/${path}` : safeBase(safe)
    const params = search[0] ? new URLSearchParams(search[0] as Record<string, string>).toString() : ''
    return params ? `${base}?${params}` : base
  },
  /** The screen of one multisig transaction of a Safe, by its safeTxHash (the gateway's `multisig_…` id). */
  transaction(safe: SafeRef & { address: `0x${string}` }, safeTxHash: Hash): string {
    const id = encodeTransactionId({ type: 'MULTISIG', safeAddress: safe.address, safeTxHash })
    return paths.safe(safe, 'transaction', { id })
  },
}
