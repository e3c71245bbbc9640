// The gateway suite on the machine's Node. Under CI (`.ci/run` sets TEST_DATABASE_URL from a throw-away cluster) it
// runs on a real PostgreSQL server; the PGlite pass, the database users get by default, is `test:node24` on the
// Node users run. Without TEST_DATABASE_URL (a laptop without Postgres) this pass uses PGlite and says so loudly.
//
// crashSafety.test.ts always runs the gateway as users start it, on PGlite (it removes DATABASE_URL), so on the
// Postgres pass it would repeat the Node 24 pass's run on an older Node: it is left to that pass.
import { spawnSync } from 'node:child_process'

const url = process.env.TEST_DATABASE_URL
const args = ['vitest', 'run', '--project', 'gateway']
const env = { ...process.env }
delete env.DATABASE_URL
if (url) {
  env.DATABASE_URL = url
  args.push('--exclude', '**/crashSafety.test.ts')
  console.log('[test:gateway] on PostgreSQL (TEST_DATABASE_URL)')
} else {
  const note = 'TEST_DATABASE_URL is not set, so this pass runs on PGlite, not PostgreSQL (.ci/run sets it)'
  if (process.env.CI) {
    console.error(`\n[test:gateway] ${note}: under CI that is a failure.\n`)
    process.exit(1)
  }
  console.warn(`\n[test:gateway] ${note}.\n`)
}
const run = spawnSync('npx', args, { stdio: 'inherit', env })
process.exit(run.status ?? 1)
