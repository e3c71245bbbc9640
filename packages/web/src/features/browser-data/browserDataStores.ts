import { getAddress, isAddress } from 'viem'
// Full zod: this code loads with the Settings screen only, never on the landing page.
import { z } from 'zod'
import { parseUndeployedSafe, type UndeployedSafe } from '../safes'
import { type MergeStore, mergeChoice, mergeList, mergeRecord } from './mergeStoredValues'

/**
 * One kind of document the app keeps in localStorage, as the data export carries it (docs/browser-data.md): the keys
 * it lives under, its shape (the file is untrusted: a value outside it refuses the file) and how an import merges it
 * into what this browser has.
 */
/** Names a chain by its id (decimal string), as the deployment calls it. */
export type ChainName = (chainId: string) => string

const byId: ChainName = (chainId) => `chain ${chainId}`

export interface BrowserDataStore<T = unknown> {
  /** The keys of this store; its groups name the chain or Safe for `name`. */
  pattern: RegExp
  /** What the import preview calls the store under one key; `chainName` names a chain id (“chain 1337” by default). */
  name: (match: RegExpExecArray, chainName?: ChainName) => string
  schema: z.ZodType<T>
  merge: MergeStore<T>
}

function store<T>(definition: BrowserDataStore<T>): BrowserDataStore {
  return definition as unknown as BrowserDataStore
}

const address = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be a 0x-prefixed 20-byte hex address')
  .transform((value) => getAddress(value))
const lowerAddress = z.string().regex(/^0x[0-9a-f]{40}$/, 'must be a lower-case 0x-prefixed 20-byte hex address')
const httpUrl = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'must be an http(s) address')
const chainId = z.number().int().positive()

const addedSafe = z.object({ address, name: z.string().max(50) })
const addressBookEntry = z.object({ chainId, address, name: z.string().min(1).max(50) })
const customApp = z.object({
  url: httpUrl,
  name: z.string().max(100),
  description: z.string().max(500),
  iconUrl: httpUrl.nullish(),
  acceptedAt: z.number(),
})
const permission = z.object({
  parentCapability: z.literal('requestAddressBook'),
  invoker: z.string(),
  date: z.number(),
})
const batchAction = z.object({
  id: z.string().min(1).max(100),
  label: z.string().max(300),
  call: z.object({
    to: address,
    value: z.string().regex(/^\d{1,78}$/, 'must be a decimal amount'),
    data: z.string().regex(/^0x([0-9a-fA-F]{2})*$/, 'must be hex bytes'),
  }),
})

const appKey = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`
}
const onChain =
  (what: string) =>
  (match: RegExpExecArray, chainName = byId) =>
    `${what} on ${chainName(match[1] as string)}`

/**
 * Every store the export carries. A store added to the app is added here and to docs/browser-data.md; what the app
 * keeps but does not carry (the wallet connection, the sign-in hint, notification devices) is listed there with why.
 */
export const BROWSER_DATA_STORES: readonly BrowserDataStore[] = [
  store({
    pattern: /^strongroom\.addedSafes\.([1-9]\d{0,15})$/,
    name: onChain('Safes added'),
    schema: z.array(addedSafe),
    merge: mergeList({
      identity: (safe) => safe.address.toLowerCase(),
      describe: (safe) => (safe.name ? `${safe.name} (${safe.address})` : safe.address),
      complete: (mine, theirs) => (mine.name === '' ? { ...mine, name: theirs.name } : mine),
    }),
  }),
  store({
    pattern: /^strongroom\.undeployedSafes\.([1-9]\d{0,15})$/,
    name: onChain('Safes not activated yet'),
    // The setup is what reaches the funds sent to the address: an entry whose address its setup does not predict is
    // refused, as the store itself would drop it (docs/counterfactual-safes.md).
    schema: z.array(z.unknown()).transform((items, context) =>
      items.flatMap((item, index): UndeployedSafe[] => {
        const safe = parseUndeployedSafe(item)
        if (safe) return [safe]
        context.addIssue({
          code: 'custom',
          path: [index],
          message: 'is not a Safe setup (owners, threshold, salt nonce) whose predicted address is the one given',
        })
        return []
      }),
    ),
    merge: mergeList({
      identity: (safe) => safe.address.toLowerCase(),
      describe: (safe) => `${safe.address} (${safe.threshold} of ${safe.owners.length} owners)`,
    }),
  }),
  store({
    pattern: /^strongroom\.safeNames$/,
    name: () => 'Safe names',
    schema: z
      .record(
        z.string().regex(/^[1-9]\d{0,15}$/, 'must be a chain id'),
        z.record(z.string().max(42), z.string().trim().min(1).max(50)),
      )
      .superRefine((chains, context) => {
        for (const [chain, names] of Object.entries(chains))
          for (const safe of Object.keys(names))
            if (!isAddress(safe, { strict: false }))
              context.addIssue({ code: 'custom', path: [chain, safe], message: 'must be keyed by a Safe address' })
      })
      .transform((chains) =>
        Object.fromEntries(
          Object.entries(chains).map(([chain, names]) => [
            chain,
            Object.fromEntries(Object.entries(names).map(([safe, name]) => [getAddress(safe), name])),
          ]),
        ),
      ),
    merge: mergeRecord({
      describe: (chain) => `names on chain ${chain}`,
      mergeEntry: mergeRecord({ describe: (safe, name) => `${name} (${safe})` }),
    }),
  }),
  store({
    pattern: /^strongroom\.addressBook$/,
    name: () => 'Address book',
    schema: z.array(addressBookEntry),
    merge: mergeList({
      identity: (entry) => `${entry.chainId}:${entry.address.toLowerCase()}`,
      describe: (entry) => `${entry.name} (${entry.address} on chain ${entry.chainId})`,
    }),
  }),
  store({
    pattern: /^strongroom\.safeApps\.custom$/,
    name: () => 'Custom Safe Apps',
    schema: z.array(customApp),
    merge: mergeList({ identity: (app) => appKey(app.url), describe: (app) => `${app.name} (${app.url})` }),
  }),
  store({
    pattern: /^strongroom\.safeApps\.pinned$/,
    name: () => 'Pinned Safe Apps',
    schema: z.array(httpUrl).max(100),
    merge: mergeList({ identity: appKey, describe: (url) => url }),
  }),
  store({
    pattern: /^strongroom\.safeApps\.permissions$/,
    name: () => 'Safe App permissions',
    schema: z.record(z.string().max(200), z.record(z.string().max(2000), z.array(permission).max(10))),
    merge: mergeRecord({
      describe: (safeKey) => `permissions given by ${safeKey}`,
      mergeEntry: mergeRecord({
        describe: (origin, grants) => `${origin}: ${grants.map((grant) => grant.parentCapability).join(', ')}`,
        mergeEntry: mergeList({
          identity: (grant) => grant.parentCapability,
          describe: (grant) => `${grant.invoker}: ${grant.parentCapability}`,
        }),
      }),
    }),
  }),
  store({
    pattern: /^strongroom\.hiddenTokens\.([1-9]\d{0,15})$/,
    name: onChain('Hidden tokens'),
    schema: z.array(lowerAddress),
    merge: mergeList({ identity: (token) => token, describe: (token) => token }),
  }),
  store({
    pattern: /^strongroom\.batch\.([1-9]\d{0,15})\.(0x[0-9a-f]{40})$/,
    name: (match, chainName = byId) =>
      `Batch of Safe ${getAddress(match[2] as string)} on ${chainName(match[1] as string)}`,
    schema: z.array(batchAction).max(50),
    merge: mergeList({ identity: (action) => action.id, describe: (action) => action.label }),
  }),
  store({
    pattern: /^strongroom\.theme$/,
    name: () => 'Appearance',
    schema: z.object({ mode: z.enum(['system', 'light', 'dark']), accent: z.string().max(20) }),
    merge: mergeChoice((theme) => `${theme.mode} scheme, ${theme.accent} accent`),
  }),
  store({
    pattern: /^strongroom\.tokenList$/,
    name: () => 'Token list',
    schema: z.enum(['default', 'all']),
    merge: mergeChoice((mode) => (mode === 'all' ? 'all tokens' : 'trusted tokens')),
  }),
  store({
    pattern: /^strongroom\.fiatCurrency$/,
    name: () => 'Currency',
    schema: z.string().regex(/^[A-Z0-9]{2,10}$/, 'must be a currency code such as USD'),
    merge: mergeChoice((code) => code),
  }),
  store({
    pattern: /^strongroom\.blindSigning$/,
    name: () => 'Blind signing',
    schema: z.boolean(),
    merge: mergeChoice((allowed) => (allowed ? 'allowed' : 'not allowed')),
  }),
  store({
    pattern: /^strongroom\.network$/,
    name: () => 'Network shown',
    schema: chainId,
    merge: mergeChoice((id) => `chain ${id}`),
  }),
  store({
    pattern: /^strongroom\.rpcOverrides$/,
    name: () => 'RPC URLs',
    schema: z.record(z.string().regex(/^[1-9]\d{0,15}$/, 'must be a chain id'), z.string().max(2000)),
    merge: mergeRecord({ describe: (id, url) => `chain ${id}: ${url}` }),
  }),
]

/** The store `key` belongs to, and the key's match; undefined for a key the export does not carry. */
export function findBrowserDataStore(key: string): { store: BrowserDataStore; match: RegExpExecArray } | undefined {
  for (const candidate of BROWSER_DATA_STORES) {
    const match = candidate.pattern.exec(key)
    if (match) return { store: candidate, match }
  }
  return undefined
}
