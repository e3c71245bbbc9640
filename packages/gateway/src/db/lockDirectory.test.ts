import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { waitUntil } from '../testing/waitUntil'
import { DirectoryLockedError } from './DirectoryLockedError'
import { directoryHolder, lockDirectory } from './lockDirectory'

const folders: string[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'strongroom-lock-'))
  folders.push(dir)
  return dir
}

/** Another process that takes the lock on `dir` and keeps it until killed. */
async function holdInChild(dir: string): Promise<ChildProcess> {
  const module = fileURLToPath(new URL('./lockDirectory.ts', import.meta.url))
  const script = `const { lockDirectory } = await import(${JSON.stringify(module)}); lockDirectory(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  await waitUntil('the child to take the lock', () => output.includes('locked'), { timeoutMs: 30_000 })
  return child
}

describe('lockDirectory', () => {
  it('refuses a folder held by another live process, naming it, and takes it over once that process is killed', async () => {
    const dir = folder()
    const child = await holdInChild(dir)
    let refused: unknown
    try {
      lockDirectory(dir)
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(DirectoryLockedError)
    const message = (refused as Error).message
    expect(message).toContain(`pid ${child.pid}`)
    expect(message).toContain(`(${process.execPath}`) // the holder's command line (here `node -e …`)
    expect(message).toContain(`kill ${child.pid}`)
    expect(directoryHolder(dir)?.pid).toBe(child.pid)

    // SIGKILL: no exit hook runs, the lock file stays behind and names a process that is gone.
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await gone
    expect(existsSync(join(dir, 'strongroom.lock'))).toBe(true)
    expect(directoryHolder(dir)).toBeUndefined()
    const lock = lockDirectory(dir)
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
  })

  // Telling a reused pid from the holder compares process start times, read from /proc: without it the live pid wins.
  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over a lock file whose pid now belongs to another process (pid reuse)',
    async () => {
      const dir = folder()
      const child = await holdInChild(folder()) // any live process that is not the holder
      writeFileSync(
        join(dir, 'strongroom.lock'),
        JSON.stringify({ pid: child.pid, startTicks: 1, hostname: '', command: 'old', startedAt: '' }),
      )
      // The pid is alive, but it started later than the holder did: not the holder.
      expect(directoryHolder(dir)).toBeUndefined()
      const lock = lockDirectory(dir)
      expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
      // The other process is left alone.
      expect(child.exitCode).toBeNull()
      expect(child.signalCode).toBeNull()
      lock.release()
      expect(existsSync(lock.path)).toBe(false)
    },
  )

  it('takes over a lock file that is empty or not ours, refuses a second lock in the same process, and releases once', () => {
    const dir = folder()
    writeFileSync(join(dir, 'strongroom.lock'), '')
    const lock = lockDirectory(dir)
    expect(() => lockDirectory(dir)).toThrow(/already in use by this process/)
    lock.release()
    lock.release()
    const again = lockDirectory(dir, { lockFile: join(dir, 'other.lock') })
    expect(existsSync(join(dir, 'other.lock'))).toBe(true)
    again.release()
  })
})
