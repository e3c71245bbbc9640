// Second pass of the gateway suite on a real PostgreSQL server. `.ci/run` provides TEST_DATABASE_URL from a
// throw-away cluster; without it the pass is reported as not run (loudly, never silently green).
import { spawnSync } from 'node:child_process'

const url = process.env.TEST_DATABASE_URL
if (!url) {
  console.warn('\n[test:postgres] NOT RUN: TEST_DATABASE_URL is not set. .ci/run sets it from a throw-away cluster.\n')
  process.exit(process.env.CI ? 1 : 0)
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'gateway'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
})
process.exit(run.status ?? 1)
