import { z } from 'zod/mini'

// The screens of one Safe: their paths, sections, tabs and search parameters. Safe screens live under the Safe's
// EIP-3770 prefix, `/<shortName>:<address>/…`, as Safe{Wallet} writes them, so links users already share keep their
// shape. Which code draws each screen is app/screens.ts's business.

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

/** One screen of a Safe as a URL sees it. */
export interface SafeRouteSpec<Search> {
  /** The path after `/<shortName>:<address>`, without a leading slash; '' for the Safe's own path. */
  path: string
  section: SafeSection
  /** The label of its tab within the section; none for a route reached only by a link (one transaction). */
  tab?: string
  /** Search parameters, validated; a URL whose parameters fail them shows `searchProblem`. */
  search?: z.ZodMiniType<Search>
  searchProblem?: string
}

function safeRoute<Search = Record<string, never>>(spec: SafeRouteSpec<Search>) {
  return spec
}

/** The screens of one Safe. */
export const SAFE_ROUTES = {
  dashboard: safeRoute({ path: '', section: 'dashboard' }),
  assets: safeRoute({ path: 'assets', section: 'assets' }),
  nfts: safeRoute({ path: 'nfts', section: 'nfts' }),
  receive: safeRoute({ path: 'receive', section: 'receive' }),
  transactionQueue: safeRoute({ path: 'transactions/queue', section: 'transactions', tab: 'Queue' }),
  transactionHistory: safeRoute({ path: 'transactions/history', section: 'transactions', tab: 'History' }),
  messages: safeRoute({ path: 'transactions/messages', section: 'transactions', tab: 'Messages' }),
  offlineTransaction: safeRoute({ path: 'transactions/offline', section: 'transactions', tab: 'Offline signing' }),
  transaction: safeRoute<{ id: string }>({
    path: 'transactions/tx',
    section: 'transactions',
    search: z.object({ id: z.string().check(z.minLength(1), z.maxLength(500)) }),
    searchProblem:
      'This transaction link names no transaction: it should end in “?id=” followed by the transaction id.',
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
  }),
  apps: safeRoute({ path: 'apps', section: 'apps' }),
  openApp: safeRoute<{ appUrl: string }>({
    path: 'apps/open',
    section: 'apps',
    search: z.object({
      appUrl: z.string().check(z.refine((value) => /^https?:\/\/[^/]/i.test(value) && URL.canParse(value))),
    }),
    searchProblem: 'This link names no app to open: it should end in “?appUrl=” followed by the app’s web address.',
  }),
  setup: safeRoute({ path: 'settings/setup', section: 'settings', tab: 'Setup' }),
  modules: safeRoute({ path: 'settings/modules', section: 'settings', tab: 'Modules' }),
  spendingLimits: safeRoute({ path: 'settings/spending-limits', section: 'settings', tab: 'Spending limits' }),
  safeApps: safeRoute({ path: 'settings/safe-apps', section: 'settings', tab: 'Safe Apps' }),
  proposers: safeRoute({ path: 'settings/proposers', section: 'settings', tab: 'Proposers' }),
  transactionServiceImport: safeRoute({ path: 'settings/import', section: 'settings', tab: 'Import' }),
}

/** The name of a Safe screen. */
export type SafeRouteName = keyof typeof SAFE_ROUTES

/** The search parameters of a Safe screen. */
export type SearchOf<Name extends SafeRouteName> =
  (typeof SAFE_ROUTES)[Name] extends SafeRouteSpec<infer Search> ? Search : never

/** A Safe screen reached without search parameters: a section or a tab. */
export type PlainSafeRouteName = {
  [Name in SafeRouteName]: SearchOf<Name> extends Record<string, never> ? Name : never
}[SafeRouteName]

/** The route of the Safe section's first screen (its navigation link). */
export function sectionRoute(section: SafeSection): PlainSafeRouteName {
  return (Object.keys(SAFE_ROUTES) as PlainSafeRouteName[]).find((name) => SAFE_ROUTES[name].section === section)!
}

/** The tabs of a Safe section (Queue, History, Messages), empty for a section of one screen. */
export function sectionTabs(section: SafeSection): Array<{ name: PlainSafeRouteName; label: string }> {
  return (Object.keys(SAFE_ROUTES) as PlainSafeRouteName[]).flatMap((name) => {
    const { section: own, tab } = SAFE_ROUTES[name] as SafeRouteSpec<unknown>
    return own === section && tab ? [{ name, label: tab }] : []
  })
}
