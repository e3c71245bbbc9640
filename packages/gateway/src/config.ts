import { readFileSync } from 'node:fs'
import { InvalidInputError } from '@strongroom/protocol'
import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { type AuthSettings, authSettingsSchema } from './auth/AuthSettings'
import { type ChainPresetName, chainPresets, IMPLEMENTED_FEATURES } from './chainPresets'
import { type AssetsConfig, assetsConfigSchema } from './domain/prices/assetsConfigSchema'
import {
  type TransactionServiceImportSettings,
  transactionServiceImportSettingsSchema,
} from './domain/transaction-service-import/transactionServiceImportSettingsSchema'
import { type ClientLimits, clientLimitsSchema } from './routes/limits/clientLimitsSchema'

const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be a 20-byte hex address')
  .transform((value) => getAddress(value))

const rpcUrlSchema = z.url({ protocol: /^(https?|wss?)$/, error: 'must be an http(s):// or ws(s):// URL' })

/** Gas price sources as the config service serves them; `type` is lower-case on the wire (docs/gateway-api.md §4.13). */
const gasPriceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('oracle'), uri: z.url(), gasParameter: z.string(), gweiFactor: z.string() }),
  z.object({ type: z.literal('fixed'), weiValue: z.string().regex(/^\d+$/) }),
  z.object({
    type: z.literal('fixed1559'),
    maxFeePerGas: z.string().regex(/^\d+$/),
    maxPriorityFeePerGas: z.string().regex(/^\d+$/),
  }),
])

const indexerSettingsSchema = z.object({
  /** How often the indexer asks for a new head once caught up. */
  pollingIntervalMs: z.number().int().min(10).default(1000),
  /** First `eth_getLogs` range; it then doubles while ranges are fast and halves on errors (docs/indexing.md §6.1). */
  initialBlockRange: z.number().int().min(1).default(50),
  /** Upper bound of the adaptive range (most hosted RPCs reject more than 10,000 blocks). */
  maxBlockRange: z.number().int().min(1).default(10_000),
  /** Recent block hashes kept and compared with the chain to detect reorgs. */
  reorgDepth: z.number().int().min(1).default(64),
  /**
   * JSON-RPC calls per second the gateway sends this chain's node (all of them: indexing and reads); 0 for no bound.
   * Set it under the provider's plan: a 429 is waited out, but costs the wait (docs/rpc-providers.md §3).
   */
  requestsPerSecond: z.number().min(0).default(0),
  /** eth_getLogs windows in flight at once for this chain. */
  concurrency: z.number().int().min(1).default(4),
  /**
   * Which Safes the indexer follows (docs/rpc-providers.md §5): `all` finds every Safe created on the chain (the devnet,
   * small private chains); `watch` follows only the Safes someone added through this gateway, with one log query per
   * window for all of them, so the cost does not grow with the chain's Safe count.
   */
  mode: z.enum(['all', 'watch']).default('all'),
  /** Watch mode: Safes followed at most on this chain; past it new Safes are refused with a sentence. */
  maxFollowedSafes: z.number().int().min(1).default(5_000),
  /** Safes waiting for their backfill at most; past it clients' new Safes are refused (429) until it drains. */
  maxQueuedSafes: z.number().int().min(1).default(50),
  /** New Safes one client address may hand to the indexer per `newSafesWindowMs` (docs/rpc-providers.md §4). */
  newSafesPerClient: z.number().int().min(1).default(10),
  newSafesWindowMs: z.number().int().min(1).default(60_000),
  /**
   * An eth_getLogs answer of at least this many logs is read again in two halves once (until a longer one proved
   * whole), so that a provider cutting answers silently instead of refusing them is caught (docs/rpc-providers.md §8).
   */
  verifyLogsFrom: z.number().int().min(2).default(1_000),
})

/** Settings of the devnet chain (anvil, `--chain-id 1337`): the default when no config file names chains. */
const devnetDefaults = {
  chainId: '1337',
  chainName: 'Strongroom Devnet',
  shortName: 'dev',
  description: 'Local anvil chain with the canonical Safe 1.4.1 deployment',
  l2: true,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  // Otterscan's links (anvil serves its ots_ API): `docker run -p 5100:80 otterscan/otterscan` against the devnet.
  blockExplorerUriTemplate: {
    address: 'http://localhost:5100/address/{{address}}',
    txHash: 'http://localhost:5100/tx/{{txHash}}',
    api: 'http://localhost:5100/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}',
  },
  theme: { textColor: '#ffffff', backgroundColor: '#4a5568' },
  features: IMPLEMENTED_FEATURES,
  indexer: { pollingIntervalMs: 250 },
} as const

/** A generic chain mark (a key in a circle), for chains configured without a logo: clients render null as a broken image. */
const DEFAULT_CHAIN_LOGO_URI = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#4a5568"/><circle cx="12" cy="16" r="5" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M17 16h9v4M22 16v3" fill="none" stroke="#fff" stroke-width="2.5"/></svg>',
)}`

/**
 * An explorer link template: absolute once its `{{placeholders}}` are filled in (Safe{Wallet} builds links with
 * `new URL(...)`, which throws on anything else), and holding the placeholder it is for.
 */
function explorerTemplateSchema(placeholder: string) {
  return z
    .string()
    .refine((template) => URL.canParse(template.replace(/\{\{\w+\}\}/g, 'x')), 'must be an absolute URL template')
    .refine((template) => template.includes(placeholder), `must contain ${placeholder}`)
}

const chainConfigSchema = z.object({
  chainId: z.string().regex(/^[1-9]\d*$/, 'must be a decimal chain id'),
  chainName: z.string().min(1),
  shortName: z.string().min(1),
  description: z.string().default(''),
  l2: z.boolean().default(true),
  /** JSON-RPC endpoint the gateway itself uses (indexer and server-side reads). */
  rpcUrl: rpcUrlSchema,
  /**
   * RPC URL handed to browsers in ChainInfo; defaults to rpcUrl only when that is a bare origin (an API key in its
   * path or query must never reach a browser).
   */
  publicRpcUri: z.string().optional(),
  nativeCurrency: z
    .object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().min(0).max(255),
      logoUri: z.string().default(''),
    })
    .default({ ...devnetDefaults.nativeCurrency }),
  blockExplorerUriTemplate: z
    .object({
      address: explorerTemplateSchema('{{address}}'),
      txHash: explorerTemplateSchema('{{txHash}}'),
      api: explorerTemplateSchema('{{'),
    })
    .default({ ...devnetDefaults.blockExplorerUriTemplate }),
  /** Chain logo shown by wallets (an http(s) or data: URL). */
  chainLogoUri: z
    .string()
    .refine((uri) => URL.canParse(uri), 'must be an absolute URL')
    .default(DEFAULT_CHAIN_LOGO_URI),
  theme: z.object({ textColor: z.string(), backgroundColor: z.string() }).default({ ...devnetDefaults.theme }),
  ensRegistryAddress: addressSchema.nullable().default(null),
  /** The Allowance module for spending limits (docs/spending-limits.md); null where none is deployed. */
  allowanceModuleAddress: addressSchema.nullable().default(null),
  gasPrice: z.array(gasPriceSchema).default([]),
  disabledWallets: z.array(z.string()).default([]),
  features: z.array(z.string()).default([...devnetDefaults.features]),
  recommendedMasterCopyVersion: z.string().default('1.4.1'),
  /** First block the indexer reads (the block of the Safe factory deployment is a good choice on public chains). */
  startBlock: z.number().int().min(0).default(0),
  /** Extra contract ABIs the data decoder knows, beside the Safe ones. */
  abis: z.array(z.object({ name: z.string().min(1), abi: z.array(z.record(z.string(), z.unknown())) })).default([]),
  /** Tokens shown when clients ask for trusted tokens only. */
  trustedTokens: z.array(addressSchema).default([]),
  indexer: indexerSettingsSchema.prefault({}),
})

/** One chain the gateway serves and indexes. */
export type ChainConfig = Omit<z.output<typeof chainConfigSchema>, 'publicRpcUri'> & { publicRpcUri: string }

/** Input shape of a chain in the JSON config file (defaults filled in by {@link parseConfig}). */
export type ChainConfigInput = z.input<typeof chainConfigSchema>

const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

const responseCacheSettingsSchema = z.object({
  /** Answers kept at most (0 turns the cache off). */
  maxEntries: z.number().int().min(0).default(10_000),
  /** Bytes of answers (and their keys) kept at most. */
  maxBytes: z
    .number()
    .int()
    .min(1)
    .default(64 * 1024 * 1024),
  /**
   * Longest an answer is kept even when no change voided it: a backstop for changes that could go unheard before the
   * loss of the notification connection is noticed.
   */
  maxAgeMs: z.number().int().min(1).default(60_000),
})

/** Bounds of the in-memory cache of hot read answers (routes/response-cache). */
export type ResponseCacheSettings = z.output<typeof responseCacheSettingsSchema>

const databaseSettingsSchema = z.object({
  /** Postgres: longest a statement waits for a lock (lock_timeout) before it fails with a sentence (503). */
  lockTimeoutMs: z.number().int().min(1).default(5_000),
  /** Postgres: longest one statement runs (statement_timeout). */
  statementTimeoutMs: z.number().int().min(1).default(30_000),
  /** Postgres: longest opening a connection may take (connectionTimeoutMillis). */
  connectTimeoutMs: z.number().int().min(1).default(10_000),
  /** Longest the database may take to open and migrate before the gateway gives up with a sentence. */
  startupTimeoutMs: z.number().int().min(1).default(60_000),
  /**
   * CLI only: longest the main thread may stay blocked (PGlite runs there, and ignores statement_timeout) before the
   * watchdog thread ends the process with a sentence; 0 turns this off.
   */
  stallTimeoutMs: z.number().int().min(0).default(120_000),
})

/** Bounded waits on the database (README "Reliability"). */
export type DatabaseSettings = z.output<typeof databaseSettingsSchema>

const fileSchema = z.object({
  host: z.string().optional(),
  port: z.number().int().min(0).max(65_535).optional(),
  corsOrigins: z.union([z.literal('*'), z.array(z.string())]).optional(),
  bodyLimitBytes: z.number().int().min(1).optional(),
  databaseUrl: z.string().optional(),
  dataDir: z.string().optional(),
  /** Timeouts of the database: locks, statements, start-up, a blocked main thread. */
  database: databaseSettingsSchema.prefault({}),
  logLevel: logLevelSchema.optional(),
  chains: z.array(z.unknown()).min(1).optional(),
  /** Sign-in settings (auth/AuthSettings.ts); `allowedOrigins` defaults to the local web app. */
  auth: z.record(z.string(), z.unknown()).optional(),
  /** Prices, token list and collectible metadata fetching (domain/prices/assetsConfigSchema.ts). */
  assets: assetsConfigSchema.prefault({}),
  /** Safe Apps registry file (default: config/safe-apps.json, which lists no app; `npm start` adds the sample app). */
  safeAppsPath: z.string().min(1).optional(),
  /** Push delivery (Web Push with VAPID keys); without it notifications stay in the outbox. */
  notifications: z.record(z.string(), z.unknown()).optional(),
  /** Cache of serialized hot read answers (SafeInfo, transaction lists and details). */
  responseCache: responseCacheSettingsSchema.prefault({}),
  /** Bounds of the import from a Safe Transaction Service (docs/transaction-service-import.md). */
  transactionServiceImport: transactionServiceImportSettingsSchema.prefault({}),
  /** Timeouts, connection and event-stream caps and rate limits per client address (routes/limits). */
  clients: clientLimitsSchema.prefault({}),
  /**
   * Whether the client address is taken from X-Forwarded-For (true, or the proxy addresses to trust) instead of the
   * socket; set it only behind a reverse proxy that overwrites that header.
   */
  trustProxy: z.union([z.boolean(), z.array(z.string().min(1))]).default(false),
})

/**
 * Web Push with VAPID (RFC 8292): the application server's P-256 key pair, base64url as `web-push
 * generate-vapid-keys` prints it, and a contact (`mailto:` or `https:` URL) the push services may use.
 */
const webPushSettingsSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url uncompressed P-256 public key'),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key'),
  subject: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL'),
})

const notificationSettingsSchema = z.object({
  webPush: webPushSettingsSchema.nullable().default(null),
  /** How often pending notifications are sent when a delivery channel is configured. */
  deliveryIntervalMs: z.number().int().min(100).default(5_000),
})

/** How the gateway delivers push notifications. */
export type NotificationSettings = z.output<typeof notificationSettingsSchema>

/** VAPID keys and contact of Web Push delivery. */
export type WebPushSettings = z.output<typeof webPushSettingsSchema>

/** Typed gateway settings; produced once at start by {@link loadConfig} / {@link parseConfig}. */
export type Config = {
  host: string
  port: number
  /** Browser origins allowed by CORS, or '*' for any. */
  corsOrigins: string[] | '*'
  /** Largest accepted request body (CGW uses 1 MB). */
  bodyLimitBytes: number
  /** Postgres connection string; when absent the gateway uses an embedded PGlite database. */
  databaseUrl?: string
  /** PGlite data directory (ignored with databaseUrl). */
  dataDir?: string
  database: DatabaseSettings
  logLevel: z.output<typeof logLevelSchema>
  chains: ChainConfig[]
  auth: AuthSettings
  assets: AssetsConfig
  /** Safe Apps registry file; the shipped sample registry when absent. */
  safeAppsPath?: string
  notifications: NotificationSettings
  responseCache: ResponseCacheSettings
  transactionServiceImport: TransactionServiceImportSettings
  clients: ClientLimits
  trustProxy: boolean | string[]
}

/** Environment variables the gateway reads. */
export type ConfigEnv = Partial<
  Record<
    | 'HOST'
    | 'PORT'
    | 'CORS_ORIGINS'
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'LOG_LEVEL'
    | 'RPC_URL'
    | 'PUBLIC_RPC_URL'
    | 'CHAIN_ID'
    | 'CHAIN'
    | 'START_BLOCK'
    | 'ENS_REGISTRY'
    | 'ALLOWANCE_MODULE'
    | 'GATEWAY_CONFIG'
    | 'AUTH_ALLOWED_ORIGINS'
    | 'SAFE_APPS_CONFIG'
    | 'VAPID_PUBLIC_KEY'
    | 'VAPID_PRIVATE_KEY'
    | 'VAPID_SUBJECT',
    string | undefined
  >
>

const DEFAULT_PORT = 8787
const DEFAULT_RPC_URL = 'http://127.0.0.1:8545'

function invalid(where: string, error: z.ZodError): InvalidInputError {
  const issues = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  return new InvalidInputError(`Invalid gateway configuration in ${where}: ${issues.join('; ')}`, {
    cause: error,
    details: { where, issues },
  })
}

function parseIntEnv(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value))
    throw new InvalidInputError(`${name} must be a non-negative integer.`, { details: { name, value } })
  return Number(value)
}

/** A bare origin (no credentials, path or query) can be shown to browsers; anything more often holds an API key. */
function isBareOrigin(url: string): boolean {
  const parsed = new URL(url)
  return !parsed.username && !parsed.password && (parsed.pathname === '/' || parsed.pathname === '') && !parsed.search
}

/**
 * A chain entry naming a preset (`"preset": "base"`) gets the preset's settings under its own (docs/rpc-providers.md
 * §6): a deployment gives a name and an RPC URL, nothing else.
 * @throws {InvalidInputError} for a preset we do not ship.
 */
function withPreset(input: unknown, where: string): unknown {
  if (typeof input !== 'object' || input === null || !('preset' in input)) return input
  const { preset: name, ...own } = input as { preset: unknown; indexer?: unknown }
  const preset =
    typeof name === 'string' && Object.hasOwn(chainPresets, name) ? chainPresets[name as ChainPresetName] : null
  if (!preset)
    throw new InvalidInputError(
      `Invalid gateway configuration in ${where}: no chain preset is called ${JSON.stringify(name)}; the presets are ${Object.keys(chainPresets).join(', ')}.`,
      { details: { where, preset: name } },
    )
  const { safeContracts: _sameOnEveryPresetChain, ...settings } = preset
  const ownIndexer = typeof own.indexer === 'object' && own.indexer !== null ? own.indexer : {}
  return { ...settings, ...own, indexer: { ...settings.indexer, ...ownIndexer } }
}

/** CHAIN=<preset> with RPC_URL (and PUBLIC_RPC_URL when RPC_URL holds a key): the one chain, from its preset. */
function chainFromPresetEnv(name: string, env: ConfigEnv): ChainConfig {
  if (!env.RPC_URL) throw new InvalidInputError(`CHAIN=${name} needs RPC_URL, the URL of that chain's node.`)
  return parseChain(
    { preset: name, rpcUrl: env.RPC_URL, publicRpcUri: env.PUBLIC_RPC_URL || undefined },
    `CHAIN=${name}`,
  )
}

function parseChain(input: unknown, where: string): ChainConfig {
  const result = chainConfigSchema.safeParse(withPreset(input, where))
  if (!result.success) throw invalid(where, result.error)
  const { rpcUrl, publicRpcUri } = result.data
  if (publicRpcUri === undefined && !isBareOrigin(rpcUrl))
    throw new InvalidInputError(
      `Invalid gateway configuration in ${where}: publicRpcUri (PUBLIC_RPC_URL for the default chain) is required when rpcUrl has credentials, a path or a query, which browsers must not see.`,
      { details: { where } },
    )
  return { ...result.data, publicRpcUri: publicRpcUri ?? rpcUrl }
}

/**
 * Builds the Config from environment variables and an optional parsed JSON config file. Environment variables win
 * over the file for server settings. When the file lists no chains, CHAIN names a preset chain for RPC_URL; without
 * it, RPC_URL / CHAIN_ID / START_BLOCK shape the default devnet chain.
 * @throws {InvalidInputError} naming every offending field.
 */
export function parseConfig(env: ConfigEnv, file: unknown = {}): Config {
  const fileResult = fileSchema.safeParse(file)
  if (!fileResult.success) throw invalid('the config file', fileResult.error)
  const fromFile = fileResult.data

  const chains = fromFile.chains
    ? fromFile.chains.map((chain, index) => parseChain(chain, `chains[${index}]`))
    : env.CHAIN
      ? [chainFromPresetEnv(env.CHAIN, env)]
      : [
          parseChain(
            {
              ...devnetDefaults,
              chainId: env.CHAIN_ID || devnetDefaults.chainId,
              rpcUrl: env.RPC_URL || DEFAULT_RPC_URL,
              publicRpcUri: env.PUBLIC_RPC_URL || undefined,
              startBlock: parseIntEnv('START_BLOCK', env.START_BLOCK) ?? 0,
              ensRegistryAddress: env.ENS_REGISTRY || null,
              allowanceModuleAddress: env.ALLOWANCE_MODULE || null,
            },
            'the default devnet chain',
          ),
        ]
  const ids = chains.map((chain) => chain.chainId)
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
  if (duplicate) throw new InvalidInputError(`Chain ${duplicate} is configured twice.`, { details: { duplicate } })

  const port = parseIntEnv('PORT', env.PORT) ?? fromFile.port ?? DEFAULT_PORT
  if (port > 65_535) throw new InvalidInputError('PORT must be at most 65535.', { details: { port } })
  const logLevel = logLevelSchema.safeParse(env.LOG_LEVEL || fromFile.logLevel || 'info')
  if (!logLevel.success) throw invalid('LOG_LEVEL', logLevel.error)
  const corsEnv = env.CORS_ORIGINS?.trim()
  const corsOrigins =
    corsEnv === '*' ? '*' : corsEnv ? corsEnv.split(',').map((origin) => origin.trim()) : (fromFile.corsOrigins ?? '*')

  const databaseUrl = env.DATABASE_URL || fromFile.databaseUrl
  const dataDir = env.DATA_DIR || fromFile.dataDir
  const safeAppsPath = env.SAFE_APPS_CONFIG || fromFile.safeAppsPath
  return {
    host: env.HOST || fromFile.host || '127.0.0.1',
    port,
    corsOrigins,
    bodyLimitBytes: fromFile.bodyLimitBytes ?? 1024 * 1024,
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(dataDir ? { dataDir } : {}),
    database: fromFile.database,
    logLevel: logLevel.data,
    chains,
    auth: parseAuth(env, fromFile.auth),
    assets: fromFile.assets,
    ...(safeAppsPath ? { safeAppsPath } : {}),
    notifications: parseNotifications(env, fromFile.notifications),
    responseCache: fromFile.responseCache,
    transactionServiceImport: fromFile.transactionServiceImport,
    clients: fromFile.clients,
    trustProxy: fromFile.trustProxy,
  }
}

/** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT (all three or none) win over the file's `webPush`. */
function parseNotifications(env: ConfigEnv, fromFile: Record<string, unknown> | undefined): NotificationSettings {
  const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT]
  if (vapid.some(Boolean) && !vapid.every(Boolean))
    throw new InvalidInputError('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set together.')
  const webPush = vapid.every(Boolean)
    ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
    : fromFile?.webPush
  const result = notificationSettingsSchema.safeParse({ ...fromFile, ...(webPush ? { webPush } : {}) })
  if (!result.success) throw invalid('notifications', result.error)
  return result.data
}

/** The web app origins users sign in from: AUTH_ALLOWED_ORIGINS (comma-separated) wins over the file. */
const DEFAULT_SIGN_IN_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173']

function parseAuth(env: ConfigEnv, fromFile: Record<string, unknown> | undefined): AuthSettings {
  const fromEnv = env.AUTH_ALLOWED_ORIGINS?.trim()
  const allowedOrigins = fromEnv
    ? fromEnv.split(',').map((origin) => origin.trim())
    : (fromFile?.allowedOrigins ?? DEFAULT_SIGN_IN_ORIGINS)
  const result = authSettingsSchema.safeParse({ ...fromFile, allowedOrigins })
  if (!result.success) throw invalid('auth', result.error)
  return result.data
}

/**
 * Reads the configuration once at start: the JSON file named by GATEWAY_CONFIG (if any), then the environment.
 * @throws {InvalidInputError} when the file cannot be read or parsed, or a value is invalid.
 */
export function loadConfig(env: ConfigEnv = process.env): Config {
  const path = env.GATEWAY_CONFIG
  if (!path) return parseConfig(env)
  let file: unknown
  try {
    file = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new InvalidInputError(`Cannot read the gateway config file ${path}.`, { cause, details: { path } })
  }
  return parseConfig(env, file)
}
