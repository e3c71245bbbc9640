import { linkSync, mkdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { DirectoryLockedError } from './DirectoryLockedError'
import type { DirectoryLockHolder } from './DirectoryLockHolder'

export type LockDirectoryOptions = {
  /**
   * Where the lock file goes (default `<dir>/strongroom.lock`). A folder whose content belongs to another program
   * (a Postgres data directory) is locked with a file beside it instead.
   */
  lockFile?: string
}

/** A held folder lock; `release()` is idempotent and also runs when this process exits normally. */
export type DirectoryLock = { path: string; release(): void }

const LOCK_FILE = 'strongroom.lock'
const ATTEMPTS = 3
const held = new Set<string>()
let exitHookInstalled = false

/**
 * Makes this process the only one using `dir` (a data folder: an embedded database or a chain state file cannot be
 * shared by two processes). The lock is a file created atomically (hard link of a fully written file, so a reader
 * never sees half of it) naming the holder's pid and command; a file left by a process that is gone (SIGKILL,
 * power loss) is recognised by its pid and taken over.
 * @throws {DirectoryLockedError} when a live process holds the folder; its message names that process.
 */
export function lockDirectory(dir: string, options: LockDirectoryOptions = {}): DirectoryLock {
  const folder = resolve(dir)
  const path = lockFilePath(folder, options)
  mkdirSync(dirname(path), { recursive: true })
  if (held.has(path)) throw new DirectoryLockedError(folder, ownRecord())
  const record = ownRecord()
  const temp = `${path}.${process.pid}.tmp`
  writeFileSync(temp, `${JSON.stringify(record)}\n`, { flush: true })
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(temp, path)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const holder = readHolder(path)
      if (holder && isAlive(holder)) throw new DirectoryLockedError(folder, holder)
      if (attempt + 1 >= ATTEMPTS) throw new DirectoryLockedError(folder, holder)
      // Left behind by a process that is gone (or unreadable): take it over.
      try {
        unlinkSync(path)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
  } finally {
    rmSync(temp, { force: true })
  }
  held.add(path)
  installExitHook()
  let released = false
  return {
    path,
    release() {
      if (released) return
      released = true
      held.delete(path)
      removeIfOurs(path)
    },
  }
}

/** The process holding `dir` according to its lock file, when that process is still running. */
export function directoryHolder(dir: string, options: LockDirectoryOptions = {}): DirectoryLockHolder | undefined {
  const holder = readHolder(lockFilePath(resolve(dir), options))
  return holder && isAlive(holder) ? holder : undefined
}

function lockFilePath(folder: string, options: LockDirectoryOptions): string {
  return options.lockFile ? resolve(options.lockFile) : join(folder, LOCK_FILE)
}

function ownRecord(): DirectoryLockHolder {
  const startTicks = processStartTicks(process.pid)
  return {
    pid: process.pid,
    ...(startTicks !== undefined ? { startTicks } : {}),
    hostname: hostname(),
    command: process.argv.join(' ').slice(0, 300),
    startedAt: new Date().toISOString(),
  }
}

function readHolder(path: string): DirectoryLockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<DirectoryLockHolder>
    if (!Number.isSafeInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return undefined
    return {
      pid: parsed.pid as number,
      ...(typeof parsed.startTicks === 'number' ? { startTicks: parsed.startTicks } : {}),
      hostname: String(parsed.hostname ?? ''),
      command: String(parsed.command ?? ''),
      startedAt: String(parsed.startedAt ?? ''),
    }
  } catch {
    return undefined // gone meanwhile, or not a lock file we wrote
  }
}

function isAlive(holder: DirectoryLockHolder): boolean {
  // Another machine sharing the folder (network file system): its processes cannot be checked from here.
  if (holder.hostname && holder.hostname !== hostname()) return true
  // Our own pid in a file we do not hold is a previous life of this pid (containers reuse small pids).
  if (holder.pid === process.pid) return false
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const ticks = processStartTicks(holder.pid)
  return holder.startTicks === undefined || ticks === undefined || ticks === holder.startTicks
}

/** Field 22 of /proc/<pid>/stat; undefined where there is no /proc. */
function processStartTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may contain spaces and parentheses: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[19])
    return Number.isSafeInteger(ticks) ? ticks : undefined
  } catch {
    return undefined
  }
}

function removeIfOurs(path: string): void {
  if (readHolder(path)?.pid !== process.pid) return
  rmSync(path, { force: true })
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // Synchronous on purpose: 'exit' handlers cannot wait. A SIGKILL skips this; the pid check covers that case.
  process.on('exit', () => {
    for (const path of held) removeIfOurs(path)
  })
}
