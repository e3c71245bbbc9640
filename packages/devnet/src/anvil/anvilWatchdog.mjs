// Stops an anvil process once the Node process that started it is gone, however it went (crash, SIGINT, SIGKILL).
// Started detached by spawnAnvil with: node anvilWatchdog.mjs <parentPid> <anvilPid> [cachePath]; once anvil is gone
// it also removes anvil's state cache directory. Plain JS on purpose: it must start fast without a TypeScript loader.
import { readFileSync, rmSync } from 'node:fs'

const POLL_MS = 150
const KILL_GRACE_MS = 2000
const [parentPid, anvilPid] = process.argv.slice(2, 4).map(Number)
const cachePath = process.argv[4]

if (!Number.isInteger(parentPid) || !Number.isInteger(anvilPid)) {
  console.error('usage: anvilWatchdog.mjs <parentPid> <anvilPid>')
  process.exit(2)
}

// Same rule as src/anvil/isProcessRunning.ts: zombies count as gone.
function isRunning(pid) {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return error.code === 'EPERM'
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    return state !== 'Z' && state !== 'X'
  } catch {
    return true
  }
}

function exitAfterCleanup() {
  if (cachePath) rmSync(cachePath, { recursive: true, force: true })
  process.exit(0)
}

function signal(pid, name) {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

const timer = setInterval(() => {
  if (!isRunning(anvilPid)) process.exit(0)
  // When the parent dies we are re-parented, so ppid changes even if the parent lingers as a zombie.
  if (process.ppid === parentPid && isRunning(parentPid)) return
  clearInterval(timer)
  signal(anvilPid, 'SIGTERM')
  const deadline = Date.now() + KILL_GRACE_MS
  const wait = setInterval(() => {
    if (!isRunning(anvilPid)) exitAfterCleanup()
    if (Date.now() < deadline) return
    clearInterval(wait)
    signal(anvilPid, 'SIGKILL')
    setTimeout(exitAfterCleanup, 100)
  }, 50)
}, POLL_MS)
