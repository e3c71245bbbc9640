import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { getAddress } from 'viem'
import { z } from 'zod/mini'
import { WelcomePage } from '../features/safes/WelcomePage'

// The route table: the only module that knows the app's paths. Screens load with their route (React.lazy), so the
// landing page carries the table but none of the other screens' code. Every link and navigation in the app is built
// here (`paths`); `matchRoute` reads a URL back. Safe screens live under the Safe's EIP-3770 prefix,
// `/<shortName>:<address>/…`, as Safe{Wallet} writes them, so links users already share keep their shape.

/** A Safe as a URL names it: the EIP-3770 prefix and the address. */
export interface SafeRef {
  prefix: string
  address: string
}

/** Props of every screen of one Safe: the Safe (address checked and checksummed) and the URL's search parameters. */
export interface SafeScreenProps<Search = Record<string, never>> {
  address: `0x${string}`
  prefix: string
  search: Search
}

/** The search parameters of the new transaction screen: the flow, a token chosen for "Send", a nonce to replace. */
export interface NewTransactionSearch {
  flow?: 'send' | 'nfts' | 'contract' | 'batch' | undefined
  token?: string | undefined
  nonce?: string | undefined
}

/** The sections of one Safe, in the order of its navigation. Each section opens on its first route. */
export const SAFE_SECTIONS = [
  { section: 'dashboard', label: 'Dashboard' },
  { section: 'assets', label: 'Assets' },
  { section: 'nfts', label: 'NFTs' },
  { section: 'transactions', label: 'Transactions' },
  { section: 'apps', label: 'Apps' },
  { section: 'settings', label: 'Settings' },
  { section: 'receive', label: 'Receive' },
] as const

/** One section of a Safe's navigation. */
export type SafeSection = (typeof SAFE_SECTIONS)[number]['section']

interface SafeRouteDefinition<Search> {
  /** The path after `/<shortName>:<address>`, without a leading slash; '' for the Safe's own path. */
  path: string
  section: SafeSection
  /** The label of its tab within the section; none for a route reached only by a link (one transaction). */
  tab?: string
  /** Search parameters, validated; a URL whose parameters fail them shows `searchProblem`. */
  search?: z.ZodMiniType<Search>
  searchProblem?: string
  screen: LazyExoticComponent<ComponentType<SafeScreenProps<Search>>> | ComponentType<SafeScreenProps<Search>>
}

function safeRoute<Search = Record<string, never>>(definition: SafeRouteDefinition<Search>) {
  return definition
}

/**
 * A screen loaded with its route (React.lazy) that can also be fetched ahead ({@link preloadSafeScreen}). Once its code
 * is here, the lazy component resolves synchronously (a thenable that calls back at once), so opening the screen does
 * not suspend: React 19 holds a revealed Suspense boundary back for up to 300 ms, which a tab switch would pay.
 */
export function lazyScreen<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  type Module = { default: ComponentType<Props> }
  const component = lazy((): Promise<Module> => {
    if (!loaded) return preload().then((resolved) => ({ default: resolved }))
    const module: Module = { default: loaded }
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is how React.lazy skips suspending
    return { then: (resolve: (value: Module) => void) => resolve(module) } as Promise<Module>
  })
  return Object.assign(component, { preload })
}

/** The screens of one Safe. */
export const SAFE_ROUTES = {
  dashboard: safeRoute({
    path: '',
    section: 'dashboard',
    screen: lazyScreen(() => import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage)),
  }),
  assets: safeRoute({
    path: 'assets',
    section: 'assets',
    screen: lazyScreen(() => import('../features/assets/AssetsPage').then((m) => m.AssetsPage)),
  }),
  nfts: safeRoute({
    path: 'nfts',
    section: 'nfts',
    screen: lazyScreen(() => import('../features/assets/NftsPage').then((m) => m.NftsPage)),
  }),
  receive: safeRoute({
    path: 'receive',
    section: 'receive',
    screen: lazyScreen(() => import('../features/assets/ReceivePage').then((m) => m.ReceivePage)),
  }),
  transactionQueue: safeRoute({
    path: 'transactions/queue',
    section: 'transactions',
    tab: 'Queue',
    screen: lazyScreen(() => import('../features/transactions/queue/QueuePage').then((m) => m.QueuePage)),
  }),
  transactionHistory: safeRoute({
    path: 'transactions/history',
    section: 'transactions',
    tab: 'History',
    screen: lazyScreen(() => import('../features/transactions/history/HistoryPage').then((m) => m.HistoryPage)),
  }),
  messages: safeRoute({
    path: 'transactions/messages',
    section: 'transactions',
    tab: 'Messages',
    screen: lazyScreen(() => import('../features/transactions/messages/MessagesPage').then((m) => m.MessagesPage)),
  }),
  offlineTransaction: safeRoute({
    path: 'transactions/offline',
    section: 'transactions',
    tab: 'Offline signing',
    screen: lazyScreen(() =>
      import('../features/transactions/offline/OfflineTransactionPage').then((m) => m.OfflineTransactionPage),
    ),
  }),
  transaction: safeRoute<{ id: string }>({
    path: 'transactions/tx',
    section: 'transactions',
    search: z.object({ id: z.string().check(z.minLength(1), z.maxLength(500)) }),
    searchProblem:
      'This transaction link names no transaction: it should end in “?id=” followed by the transaction id.',
    screen: lazyScreen(() =>
      import('../features/transactions/details/TransactionDetailsPage').then((m) => m.TransactionDetailsPage),
    ),
  }),
  newTransaction: safeRoute<NewTransactionSearch>({
    path: 'transactions/new',
    section: 'transactions',
    search: z.object({
      flow: z.optional(z.enum(['send', 'nfts', 'contract', 'batch'])),
      token: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
      nonce: z.optional(z.string().check(z.regex(/^\d{1,19}$/))),
    }),
    searchProblem:
      'This link to a new transaction is malformed: its flow must be send, nfts, contract or batch, its token an address and its nonce a number.',
    screen: lazyScreen(() =>
      import('../features/transactions/new/NewTransactionPage').then((m) => m.NewTransactionPage),
    ),
  }),
  apps: safeRoute({
    path: 'apps',
    section: 'apps',
    screen: lazyScreen(() => import('../features/safe-apps/screens').then((m) => m.SafeAppsPage)),
  }),
  openApp: safeRoute<{ appUrl: string }>({
    path: 'apps/open',
    section: 'apps',
    search: z.object({
      appUrl: z.string().check(z.refine((value) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value))),
    }),
    searchProblem: 'This link names no app to open: it should end in “?appUrl=” followed by the app’s web address.',
    screen: lazyScreen(() => import('../features/safe-apps/screens').then((m) => m.SafeAppPage)),
  }),
  setup: safeRoute({
    path: 'settings/setup',
    section: 'settings',
    tab: 'Setup',
    screen: lazyScreen(() => import('../features/safe-settings/SetupPage').then((m) => m.SetupPage)),
  }),
  modules: safeRoute({
    path: 'settings/modules',
    section: 'settings',
    tab: 'Modules',
    screen: lazyScreen(() => import('../features/safe-settings/ModulesPage').then((m) => m.ModulesPage)),
  }),
  safeApps: safeRoute({
    path: 'settings/safe-apps',
    section: 'settings',
    tab: 'Safe Apps',
    screen: lazyScreen(() => import('../features/safe-apps/screens').then((m) => m.SafeAppsSettingsPage)),
  }),
}

/** The name of a Safe screen. */
export type SafeRouteName = keyof typeof SAFE_ROUTES

type SearchOf<Name extends SafeRouteName> =
  (typeof SAFE_ROUTES)[Name] extends SafeRouteDefinition<infer Search> ? Search : never

/** A Safe screen reached without search parameters: a section or a tab. */
export type PlainSafeRouteName = {
  [Name in SafeRouteName]: SearchOf<Name> extends Record<string, never> ? Name : never
}[SafeRouteName]

/** The screens outside any Safe; `label` puts one in the main navigation. */
export const APP_ROUTES = {
  welcome: { path: '/', label: 'Safes', screen: WelcomePage as ComponentType },
  newSafe: {
    path: '/new-safe',
    label: undefined,
    screen: lazyScreen(() => import('../features/safes/CreateSafePage').then((m) => m.CreateSafePage)),
  },
  addSafe: {
    path: '/add-safe',
    label: undefined,
    screen: lazyScreen(() => import('../features/safes/AddSafePage').then((m) => m.AddSafePage)),
  },
  addressBook: {
    path: '/address-book',
    label: 'Address book',
    screen: lazyScreen(() => import('../features/address-book/AddressBookScreen').then((m) => m.AddressBookScreen)),
  },
  settings: {
    path: '/settings',
    label: 'Settings',
    screen: lazyScreen(() => import('../features/settings/SettingsScreen').then((m) => m.SettingsScreen)),
  },
} as const

/** The name of a screen outside any Safe. */
export type AppRouteName = keyof typeof APP_ROUTES

/** The main navigation, in order. */
export const MAIN_NAVIGATION = (Object.keys(APP_ROUTES) as AppRouteName[]).flatMap((name) => {
  const { path, label } = APP_ROUTES[name]
  return label ? [{ name, href: path, label }] : []
})

/**
 * Fetches the code of a Safe screen ahead of its first use (the other tabs of the open section), so that opening it
 * renders at once. A failed download is forgotten: opening the screen tries again and shows the error there.
 */
export function preloadSafeScreen(name: SafeRouteName): void {
  const { screen: loaded } = SAFE_ROUTES[name] as SafeRouteDefinition<unknown>
  if ('preload' in loaded && typeof loaded.preload === 'function')
    (loaded.preload() as Promise<unknown>).catch(() => {})
}

/** The route of the Safe section's first screen (its navigation link). */
export function sectionRoute(section: SafeSection): PlainSafeRouteName {
  return (Object.keys(SAFE_ROUTES) as PlainSafeRouteName[]).find((name) => SAFE_ROUTES[name].section === section)!
}

/** The tabs of a Safe section (Queue, History, Messages), empty for a section of one screen. */
export function sectionTabs(section: SafeSection): Array<{ name: PlainSafeRouteName; label: string }> {
  return (Object.keys(SAFE_ROUTES) as PlainSafeRouteName[]).flatMap((name) => {
    const { section: own, tab } = SAFE_ROUTES[name] as SafeRouteDefinition<unknown>
    return own === section && tab ? [{ name, label: tab }] : []
  })
}

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
  welcome: () => APP_ROUTES.welcome.path,
  newSafe: () => APP_ROUTES.newSafe.path,
  addSafe: () => APP_ROUTES.addSafe.path,
  addressBook: () => APP_ROUTES.addressBook.path,
  settings: () => APP_ROUTES.settings.path,
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
}

/** A URL read back: which screen, with what. */
export type RouteMatch =
  | { kind: 'app'; name: AppRouteName }
  | {
      kind: 'safe'
      name: SafeRouteName
      /** The Safe as the URL writes it, not yet checked (SafeLayout checks the prefix and the checksum). */
      safe: SafeRef
      /** The parsed search parameters, or undefined when they fail the route's schema. */
      search: unknown
    }
  | { kind: 'not-found' }

const SAFE_SLUG = /^([a-z0-9-]{1,40}):(.+)$/i

/**
 * The screen of a URL (`pathname` and `search`). A trailing slash is ignored and percent-escapes are decoded
 * (`%3A` for the colon). A first segment `<shortName>:<anything>` is a Safe link, even with a malformed address, so
 * the Safe frame can say what is wrong with it rather than "page not found".
 */
export function matchRoute(pathname: string, search = ''): RouteMatch {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return { kind: 'not-found' }
  }
  if (path.length > 1) path = path.replace(/\/+$/, '')
  for (const name of Object.keys(APP_ROUTES) as AppRouteName[])
    if (APP_ROUTES[name].path === path) return { kind: 'app', name }

  const [, slug = '', ...rest] = path.split('/')
  const slugMatch = SAFE_SLUG.exec(slug)
  if (!slugMatch) return { kind: 'not-found' }
  const tail = rest.join('/')
  const name = (Object.keys(SAFE_ROUTES) as SafeRouteName[]).find((key) => SAFE_ROUTES[key].path === tail)
  if (!name) return { kind: 'not-found' }
  const safe = { prefix: slugMatch[1]!.toLowerCase(), address: slugMatch[2]! }
  const schema = (SAFE_ROUTES[name] as SafeRouteDefinition<unknown>).search
  let parsed: unknown = {}
  if (schema) {
    const result = schema.safeParse(Object.fromEntries(new URLSearchParams(search)))
    parsed = result.success ? result.data : undefined
  }
  return { kind: 'safe', name, safe, search: parsed }
}
