// Type-checks every TypeScript file of the repository, as many programs at once as the machine has cores. The output
// of each program is printed in one piece once it has finished, with its time.
import { execFileSync, spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
// One program per set of compiler options: each `tsc` loads viem's and the other libraries' declarations again, so
// checking every package's tsconfig on its own took 2 min 50 s; these four cover the same files in about half that.
const PROGRAMS = ['packages/protocol', 'packages/web', 'tsconfig.node.json', 'tsconfig.harness.json']
// The packages' own tsconfig files (for editors and `npm run typecheck -w`) and the program that covers each.
const COVERED: Record<string, string> = {
  'tsconfig.json': 'tsconfig.node.json',
  'packages/devnet/tsconfig.json': 'tsconfig.node.json',
  'packages/gateway/tsconfig.json': 'tsconfig.node.json',
  'packages/web/server/tsconfig.json': 'tsconfig.node.json',
  'e2e/tsconfig.json': 'tsconfig.harness.json',
  'bench/tsconfig.json': 'tsconfig.harness.json',
  'packages/sample-app/tsconfig.json': 'tsconfig.harness.json',
}

const uncovered = execFileSync('git', ['ls-files', '*tsconfig.json'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !(file in COVERED) && !PROGRAMS.includes(dirname(file)))
if (uncovered.length > 0) {
  console.error(`[typecheck] ${uncovered.join(', ')}: not checked; add to PROGRAMS or COVERED in scripts/typecheck.ts`)
  process.exit(1)
}

function check(project: string): Promise<boolean> {
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      console.log(`[typecheck] ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`)
      if (output) process.stdout.write(output)
      done(code === 0)
    })
  })
}

async function main(): Promise<void> {
  const queue = [...PROGRAMS]
  const results: boolean[] = []
  const worker = async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) results.push(await check(project))
  }
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker))
  if (results.includes(false)) process.exit(1)
}

await main()
