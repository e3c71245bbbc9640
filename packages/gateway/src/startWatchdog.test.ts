import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

// Children still running after a test (a watchdog that failed to fire spins `for (;;) {}` for good) are killed.
const running = new Set<ChildProcess>()
afterEach(() => {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
})

/** Runs `body` in a child process after starting a watchdog with the given bounds; resolves its exit and stderr. */
function runChild(body: string, bounds: { startupMs: number; stallMs: number }) {
  const watchdog = fileURLToPath(new URL('./startWatchdog.ts', import.meta.url))
  const script = `
    import { startWatchdog } from ${JSON.stringify(watchdog)}
    const watchdog = startWatchdog({ startupMs: ${bounds.startupMs}, startupMessage: 'not ready in time', stallMs: ${bounds.stallMs}, stallMessage: 'main thread blocked', heartbeatMs: 100 })
    ${body}
  `
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise<{ signal: NodeJS.Signals | null; code: number | null; stderr: string; ms: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr, ms: Date.now() - started })),
  )
}

// The child blocks its event loop for good (as PGlite can): only a timer on another thread can still fire.
const blockForever = 'for (;;) {}'

describe('startWatchdog', () => {
  it('ends a process whose start-up blocks the main thread past the deadline, with its sentence', async () => {
    const exit = await runChild(blockForever, { startupMs: 1_000, stallMs: 0 })
    expect(exit.signal).toBe('SIGKILL')
    expect(exit.stderr).toContain('not ready in time')
    // Node and tsx start in a few seconds; the bound is 1 s after that, the margin is for a loaded machine.
    expect(exit.ms).toBeLessThan(20_000)
  }, 30_000)

  it('once ready, ends a process whose main thread stops beating', async () => {
    const exit = await runChild(`watchdog.ready(); setTimeout(() => { ${blockForever} }, 300)`, {
      startupMs: 10_000,
      stallMs: 1_000,
    })
    expect(exit.signal).toBe('SIGKILL')
    expect(exit.stderr).toContain('main thread blocked')
  }, 30_000)

  it('leaves a healthy process alone and does not keep it alive', async () => {
    const exit = await runChild(
      `watchdog.ready(); await new Promise((resolve) => setTimeout(resolve, 2_000)); process.stdout.write('done')`,
      { startupMs: 500, stallMs: 500 },
    )
    expect(exit).toMatchObject({ code: 0, signal: null, stderr: '' })
  }, 30_000)
})
