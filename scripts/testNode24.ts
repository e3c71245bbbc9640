// The protocol and gateway unit suites once more on Node 24 LTS (`npm test` runs the rest on the Node that runs it).
// Node 24 comes from the npm registry's `node` package (its install step fetches the platform binary package), kept
// in node_modules/.cache/node24 so it is installed once. Under CI a missing Node 24 fails the run; elsewhere (offline
// laptop) the pass is reported as not run, loudly.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const suites = ['--project', 'protocol', '--project', 'gateway']

function node24(): string | undefined {
  if (process.versions.node.split('.')[0] === '24') return process.execPath
  const prefix = join(root, 'node_modules', '.cache', 'node24')
  const binary = join(prefix, 'node_modules', 'node', 'bin', 'node')
  const works = () =>
    existsSync(binary) && spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.startsWith('v24.')
  if (works()) return binary
  mkdirSync(prefix, { recursive: true })
  // A package.json of its own, so npm installs here instead of into the workspace root it would find above.
  writeFileSync(join(prefix, 'package.json'), '{ "private": true }\n')
  console.log('[test:node24] installing node@24 from the npm registry into node_modules/.cache/node24')
  const install = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', 'node@24'],
    { stdio: 'inherit', cwd: prefix },
  )
  return install.status === 0 && works() ? binary : undefined
}

const node = node24()
if (!node) {
  console.warn('\n[test:node24] NOT RUN: Node 24 could not be installed from the npm registry.\n')
  process.exit(process.env.CI ? 1 : 0)
}
console.log(`[test:node24] ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}: protocol and gateway`)
// The gateway on PGlite, as users run it by default; test:gateway covers PostgreSQL (under CI).
const env = { ...process.env }
delete env.DATABASE_URL
const run = spawnSync(node, [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...suites], {
  cwd: root,
  stdio: 'inherit',
  env,
})
process.exit(run.status ?? 1)
