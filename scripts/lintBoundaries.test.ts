import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The boundaries biome.json holds (docs/architecture.md), checked on planted files: each case is one file at a path the
// overrides select, with one import. The files are written under a temp copy of the configuration, never into the
// repository, so `npm run check` never sees them.

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const biome = join(repo, 'node_modules', '.bin', 'biome')

type Case = { name: string; path: string; source: string; fires: string | null }

const imports = (specifier: string) => `import { x } from '${specifier}'\nexport { x }\n`

const domain = 'domain knows no HTTP'
const driver = 'only db/ talks to Postgres or PGlite'
const protocolSources = 'import @strongroom/protocol by its package name'
const gatewayInternals = "use the gateway through '@strongroom/gateway'"
const webSources = "use the web app through '@strongroom/web/actions'"
const feature = 'import another feature only through its index.ts'
const appLeaf = 'a feature imports from app/ only its paths'
const screenTable = 'only app/screens.ts imports a screen'
const protocolIo = 'protocol is pure: no IO'
const protocolDeps = 'protocol depends on viem and zod only'
const protocolWorkspaces = 'protocol imports no other workspace'
const gatewayWeb = 'gateway never imports web'
const gatewayDevnet = 'only gateway tests and testing/ may use devnet'
const webGateway = 'web never imports gateway'
const browser = 'web runs in the browser'
const components = 'components are primitives and never import features'

const cases: Case[] = [
  // protocol is pure: viem and zod, no IO, no other workspace
  {
    name: 'protocol → node:fs',
    path: 'packages/protocol/src/safe/X.ts',
    source: imports('node:fs'),
    fires: protocolIo,
  },
  { name: 'protocol → react', path: 'packages/protocol/src/X.ts', source: imports('react'), fires: protocolDeps },
  {
    name: 'protocol → devnet',
    path: 'packages/protocol/src/X.ts',
    source: imports('@strongroom/devnet'),
    fires: protocolWorkspaces,
  },
  { name: 'protocol → viem (legal)', path: 'packages/protocol/src/X.ts', source: imports('viem'), fires: null },
  // the gateway imports no web, and devnet only in its tests and testing/
  {
    name: 'gateway → web',
    path: 'packages/gateway/src/routes/X.ts',
    source: imports('@strongroom/web/actions'),
    fires: gatewayWeb,
  },
  {
    name: 'gateway → devnet',
    path: 'packages/gateway/src/routes/X.ts',
    source: imports('@strongroom/devnet'),
    fires: gatewayDevnet,
  },
  {
    name: 'gateway test → devnet (legal)',
    path: 'packages/gateway/src/routes/X.test.ts',
    source: imports('@strongroom/devnet'),
    fires: null,
  },
  {
    name: 'gateway testing → devnet (legal)',
    path: 'packages/gateway/src/testing/X.ts',
    source: imports('@strongroom/devnet'),
    fires: null,
  },
  // the web runs in the browser and talks to the gateway over HTTP only; components import no feature
  {
    name: 'web → gateway',
    path: 'packages/web/src/lib/X.ts',
    source: imports('@strongroom/gateway'),
    fires: webGateway,
  },
  { name: 'web → node:*', path: 'packages/web/src/lib/X.ts', source: imports('node:crypto'), fires: browser },
  {
    name: 'component → feature',
    path: 'packages/web/src/components/X.tsx',
    source: imports('../features/safes'),
    fires: components,
  },
  // domain imports no Fastify, routes, realtime or auth
  { name: 'domain → fastify', path: 'packages/gateway/src/domain/a/X.ts', source: imports('fastify'), fires: domain },
  {
    name: 'domain → @fastify/*',
    path: 'packages/gateway/src/domain/a/X.ts',
    source: imports('@fastify/cors'),
    fires: domain,
  },
  {
    name: 'domain → routes',
    path: 'packages/gateway/src/domain/a/X.ts',
    source: imports('../../routes/errorResponses'),
    fires: domain,
  },
  {
    name: 'domain → realtime',
    path: 'packages/gateway/src/domain/X.ts',
    source: imports('../realtime/SafeChangeHub'),
    fires: domain,
  },
  {
    name: 'domain → auth',
    path: 'packages/gateway/src/domain/a/X.ts',
    source: imports('../../auth/requireSession'),
    fires: domain,
  },
  {
    name: 'domain test → routes',
    path: 'packages/gateway/src/domain/a/X.test.ts',
    source: imports('../../routes/toErrorResponse'),
    fires: domain,
  },
  {
    name: 'domain → domain (legal)',
    path: 'packages/gateway/src/domain/a/X.ts',
    source: imports('../errors/NotFoundError'),
    fires: null,
  },
  // only db/ imports pg or PGlite
  { name: 'routes → pg', path: 'packages/gateway/src/routes/X.ts', source: imports('pg'), fires: driver },
  {
    name: 'testing → PGlite',
    path: 'packages/gateway/src/testing/X.ts',
    source: imports('@electric-sql/pglite'),
    fires: driver,
  },
  {
    name: 'indexer test → pg',
    path: 'packages/gateway/src/indexer/X.test.ts',
    source: imports('pg'),
    fires: driver,
  },
  { name: 'db → pg (legal)', path: 'packages/gateway/src/db/X.ts', source: imports('pg'), fires: null },
  {
    name: 'db → PGlite (legal)',
    path: 'packages/gateway/src/db/X.ts',
    source: imports('@electric-sql/pglite'),
    fires: null,
  },
  // the indexer imports no routes
  {
    name: 'indexer → routes',
    path: 'packages/gateway/src/indexer/handlers/X.ts',
    source: imports('../../routes/response-cache/ChainHeads'),
    fires: 'the indexer never imports routes',
  },
  {
    name: 'indexer → chain-runtime (legal)',
    path: 'packages/gateway/src/indexer/X.ts',
    source: imports('../chain-runtime/ChainRuntime'),
    fires: null,
  },
  // nothing outside protocol reaches into protocol/src
  {
    name: 'web → protocol/src',
    path: 'packages/web/src/features/sign-in/X.ts',
    source: imports('../../../../protocol/src/siwe'),
    fires: protocolSources,
  },
  {
    name: 'gateway → protocol/src',
    path: 'packages/gateway/src/routes/X.ts',
    source: imports('../../../protocol/src/gateway/pageSchema'),
    fires: protocolSources,
  },
  {
    name: 'devnet → @strongroom/protocol/src',
    path: 'packages/devnet/src/X.ts',
    source: imports('@strongroom/protocol/src/safe'),
    fires: protocolSources,
  },
  {
    name: 'web → @strongroom/protocol (legal)',
    path: 'packages/web/src/features/sign-in/X.ts',
    source: imports('@strongroom/protocol'),
    fires: null,
  },
  {
    name: 'protocol → its own sources (legal)',
    path: 'packages/protocol/src/gateway/X.ts',
    source: imports('../siwe'),
    fires: null,
  },
  // bench/, scripts/ and e2e/ use the gateway through '@strongroom/gateway' or its './testing' export
  {
    name: 'bench → gateway sources by path',
    path: 'bench/gateway/X.ts',
    source: imports('../../packages/gateway/src/db/PgliteDb'),
    fires: gatewayInternals,
  },
  {
    name: 'e2e → gateway sources by package path',
    path: 'e2e/fixtures/X.ts',
    source: imports('@strongroom/gateway/src/startGateway'),
    fires: gatewayInternals,
  },
  {
    name: 'scripts → gateway sources by path',
    path: 'scripts/X.ts',
    source: imports('../packages/gateway/src/config'),
    fires: gatewayInternals,
  },
  {
    name: 'bench → @strongroom/gateway/testing (legal)',
    path: 'bench/gateway/X.ts',
    source: imports('@strongroom/gateway/testing'),
    fires: null,
  },
  { name: 'e2e → @strongroom/gateway (legal)', path: 'e2e/X.ts', source: imports('@strongroom/gateway'), fires: null },
  // bench/, scripts/ and e2e/ use the web app through its package exports, never its sources
  {
    name: 'e2e → web sources by path',
    path: 'e2e/X.test.ts',
    source: imports('../packages/web/src/features/transactions/actions/executeSafeTx'),
    fires: webSources,
  },
  {
    name: 'bench → web sources by package path',
    path: 'bench/web/X.ts',
    source: imports('@strongroom/web/src/lib/gateway/getTransactionDetails'),
    fires: webSources,
  },
  {
    name: 'e2e → @strongroom/web/actions (legal)',
    path: 'e2e/X.ts',
    source: imports('@strongroom/web/actions'),
    fires: null,
  },
  // web features import each other through index.ts only, at every folder depth
  {
    name: 'feature → another feature’s internal',
    path: 'packages/web/src/features/a/X.tsx',
    source: imports('../c/internal'),
    fires: feature,
  },
  {
    name: 'feature → another feature’s nested internal',
    path: 'packages/web/src/features/a/X.tsx',
    source: imports('../c/sub/internal'),
    fires: feature,
  },
  {
    name: 'nested feature folder → another feature’s internal',
    path: 'packages/web/src/features/a/b/X.tsx',
    source: imports('../../c/internal'),
    fires: feature,
  },
  {
    name: 'twice nested feature folder → another feature’s internal',
    path: 'packages/web/src/features/a/b/c/X.tsx',
    source: imports('../../../c/internal'),
    fires: feature,
  },
  {
    name: 'nested feature folder → another feature’s index (legal)',
    path: 'packages/web/src/features/a/b/X.tsx',
    source: imports('../../c/index'),
    fires: null,
  },
  {
    name: 'nested feature folder → another feature (legal)',
    path: 'packages/web/src/features/a/b/X.tsx',
    source: imports('../../c'),
    fires: null,
  },
  {
    name: 'nested feature folder → its own feature (legal)',
    path: 'packages/web/src/features/a/b/X.tsx',
    source: imports('../internal'),
    fires: null,
  },
  {
    name: 'feature test → another feature’s testing helper (legal)',
    path: 'packages/web/src/features/a/X.test.tsx',
    source: imports('../c/testing/FakeEventSource'),
    fires: null,
  },
  {
    name: 'feature → lib (legal)',
    path: 'packages/web/src/features/a/X.tsx',
    source: imports('../../lib/gateway/fetchGateway'),
    fires: null,
  },
  {
    name: 'nested feature folder → lib (legal)',
    path: 'packages/web/src/features/a/b/X.tsx',
    source: imports('../../../lib/gateway/fetchGateway'),
    fires: null,
  },
  // web features import from app/ only the paths leaf, at every folder depth
  {
    name: 'feature → the screen table',
    path: 'packages/web/src/features/a/X.tsx',
    source: imports('../../app/screens'),
    fires: appLeaf,
  },
  {
    name: 'nested feature folder → the Safe frame',
    path: 'packages/web/src/features/a/b/X.tsx',
    source: imports('../../../app/SafeFrame/SafeLayout'),
    fires: appLeaf,
  },
  {
    name: 'twice nested feature folder → a file of the paths leaf',
    path: 'packages/web/src/features/a/b/c/X.tsx',
    source: imports('../../../../app/paths/safeRoutes'),
    fires: appLeaf,
  },
  {
    name: 'feature → app paths (legal)',
    path: 'packages/web/src/features/a/X.tsx',
    source: imports('../../app/paths'),
    fires: null,
  },
  {
    name: 'twice nested feature folder → app paths (legal)',
    path: 'packages/web/src/features/a/b/c/X.tsx',
    source: imports('../../../../app/paths'),
    fires: null,
  },
  // only the screen table imports the screens' files
  {
    name: 'app → a feature’s page',
    path: 'packages/web/src/app/X.tsx',
    source: imports('../features/assets/AssetsPage'),
    fires: screenTable,
  },
  {
    name: 'Safe frame → a feature’s nested screen',
    path: 'packages/web/src/app/SafeFrame/X.tsx',
    source: imports('../../features/address-book/AddressBookScreen'),
    fires: screenTable,
  },
  {
    name: 'app → the Safe Apps screens',
    path: 'packages/web/src/app/X.tsx',
    source: imports('../features/safe-apps'),
    fires: screenTable,
  },
  {
    name: 'app → a feature’s index (legal)',
    path: 'packages/web/src/app/X.tsx',
    source: imports('../features/safes'),
    fires: null,
  },
  {
    name: 'the screen table → a page (legal)',
    path: 'packages/web/src/app/screens.ts',
    source: imports('../features/assets/AssetsPage'),
    fires: null,
  },
]

// Two modules that import each other, even for types only, are one module split in two: in the gateway, and in the web
// through a lazy import() (a route table that loads a screen which imports the table back).
const cycles: Record<string, Record<string, string>> = {
  'an import cycle, even of types only': {
    'packages/gateway/src/routes/cycleA.ts': "import type { B } from './cycleB'\nexport type A = { b?: B }\n",
    'packages/gateway/src/routes/cycleB.ts': "import type { A } from './cycleA'\nexport type B = { a?: A }\n",
  },
  'a web import cycle through a lazy import()': {
    'packages/web/src/app/cycleTable.ts':
      "export const table = { page: () => import('../features/a/CyclePage') }\nexport const path = '/'\n",
    'packages/web/src/features/a/CyclePage.tsx':
      "import { path } from '../../app/cycleTable'\nexport const page = path\n",
  },
}

/** `…/X.ts` → `…/X7.ts`: one file per case, so two cases on the same folder do not overwrite each other. */
function plantedPath(path: string, index: number): string {
  return path.replace(/\/X\./, `/X${index}.`)
}

type Diagnostic = { category?: string; message: string; location?: { path?: string } }

describe('biome.json import boundaries', () => {
  let root: string
  const diagnostics = new Map<string, Diagnostic[]>()

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'strongroom-lint-'))
    const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'))
    config.$schema = undefined
    config.vcs = { enabled: false }
    writeFileSync(join(root, 'biome.json'), JSON.stringify(config))
    const files = new Map<string, string>(Object.values(cycles).flatMap((planted) => Object.entries(planted)))
    cases.forEach((planted, index) => {
      files.set(plantedPath(planted.path, index), planted.source)
    })
    for (const [path, source] of files) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), source)
    }
    let output: string
    try {
      output = execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
    } catch (error) {
      // Exit code 1 means "errors found", which is what most cases plant.
      output = (error as { stdout: string }).stdout
    }
    for (const diagnostic of (JSON.parse(output) as { diagnostics: Diagnostic[] }).diagnostics) {
      const path = diagnostic.location?.path ?? ''
      diagnostics.set(path, [...(diagnostics.get(path) ?? []), diagnostic])
    }
  }, 60_000)

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it.each(cases.map((planted, index) => ({ ...planted, index })))('$name', ({ path, fires, index }) => {
    const restricted = (diagnostics.get(plantedPath(path, index)) ?? []).filter(
      (diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports',
    )
    if (fires === null) expect(restricted).toEqual([])
    else expect(restricted.map((diagnostic) => diagnostic.message)).toEqual([expect.stringContaining(fires)])
  })

  it.each(Object.entries(cycles))('%s', (_name, planted) => {
    for (const path of Object.keys(planted)) {
      const categories = (diagnostics.get(path) ?? []).map((diagnostic) => diagnostic.category)
      expect(categories).toContain('lint/suspicious/noImportCycles')
    }
  })
})
