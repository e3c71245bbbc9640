import { type Address, getAddress, isAddress } from 'viem'
import type { SafeSection } from '../lib/safePath'

/** A screen of the app, decoded from the URL path. */
export type AppRoute =
  | { name: 'welcome' }
  | { name: 'new-safe' }
  | { name: 'add-safe' }
  | { name: 'settings' }
  | { name: 'address-book' }
  | { name: 'safe'; prefix: string; address: Address; section: SafeSection }
  | { name: 'not-found' }

const STATIC_ROUTES: Record<string, AppRoute> = {
  '/': { name: 'welcome' },
  '/new-safe': { name: 'new-safe' },
  '/add-safe': { name: 'add-safe' },
  '/settings': { name: 'settings' },
  '/address-book': { name: 'address-book' },
}

const SECTIONS: Record<string, SafeSection> = { assets: 'assets', nfts: 'nfts', receive: 'receive' }

// EIP-3770: `shortName:address`, short names being letters, digits and dashes (`eth`, `sep`, `dev`).
const SAFE_SLUG = /^([a-z0-9-]{1,40}):(0x[0-9a-fA-F]{40})$/i

/**
 * The route for a URL path. Safe screens are `/<shortName>:<address>[/assets|/nfts|/receive]`; the address may be in
 * any case (a mixed-case one must be a valid EIP-55 checksum, else the link was mistyped) and comes back checksummed.
 * A trailing slash is ignored. Anything else is `not-found`.
 */
export function parseRoute(pathname: string): AppRoute {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return { name: 'not-found' }
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  const fixed = STATIC_ROUTES[path]
  if (fixed) return fixed

  const [, slug = '', sectionName, ...extra] = path.split('/')
  if (extra.length > 0) return { name: 'not-found' }
  const section = sectionName === undefined ? 'dashboard' : SECTIONS[sectionName]
  const match = SAFE_SLUG.exec(slug)
  if (!section || !match) return { name: 'not-found' }
  const [, prefix = '', address = ''] = match
  if (!isAddress(address)) return { name: 'not-found' }
  return { name: 'safe', prefix: prefix.toLowerCase(), address: getAddress(address), section }
}
