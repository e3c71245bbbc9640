import { readFileSync } from 'node:fs'

/**
 * Whether `pid` is a live process. A zombie (exited, not yet reaped — common in containers whose PID 1 never reaps)
 * counts as gone: `kill(pid, 0)` still succeeds on it, so on Linux the state letter in /proc/<pid>/stat decides.
 * Keep in sync with the copy in anvilWatchdog.mjs, which cannot import TypeScript.
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Format "pid (comm) S …"; comm may contain spaces or parentheses, so read after the last ')'.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    return state !== 'Z' && state !== 'X'
  } catch {
    return true // no procfs (macOS, Windows): trust kill(0)
  }
}
