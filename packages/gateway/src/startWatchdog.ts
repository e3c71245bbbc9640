import { Worker } from 'node:worker_threads'

/** What the watchdog bounds, and the sentences it prints on stderr before it ends the process. */
export type WatchdogOptions = {
  /** Longest until `ready()`; its sentence says what did not get ready and what to do. */
  startupMs: number
  startupMessage: string
  /** Longest the main thread may go without a heartbeat after `ready()` (0: not watched). */
  stallMs: number
  stallMessage: string
  /** How often the main thread beats (default 1 s). */
  heartbeatMs?: number
}

export type Watchdog = {
  /** Start-up is over: from now on only heartbeats are watched. */
  ready(): void
  stop(): Promise<void>
}

// Plain CommonJS run by the worker (eval), so that it needs no TypeScript loader. It checks four times a second; when a
// bound passes it writes the sentence synchronously and kills the process: a signal handler or an exit hook would run
// on the main thread, which is exactly what may be blocked.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const started = Date.now()
let readyAt = null
let lastBeat = Date.now()
parentPort.on('message', (message) => {
  if (message === 'ready') readyAt = lastBeat = Date.now()
  else if (message === 'beat') lastBeat = Date.now()
})
setInterval(() => {
  const now = Date.now()
  let sentence = null
  if (readyAt === null && now - started > workerData.startupMs) sentence = workerData.startupMessage
  else if (readyAt !== null && workerData.stallMs > 0 && now - lastBeat > workerData.stallMs) sentence = workerData.stallMessage
  if (sentence === null) return
  writeSync(2, sentence + '\\n')
  process.kill(process.pid, 'SIGKILL')
}, 250)
`

/**
 * A watchdog on a worker thread for the CLI: PGlite runs on the main thread, so a database that never gets ready or a
 * statement that never returns can block the event loop, where no timer fires any more. The worker keeps its own timers
 * and ends the process with a sentence when start-up misses its deadline or, once running, the main thread misses its
 * heartbeats for `stallMs`.
 */
export function startWatchdog(options: WatchdogOptions): Watchdog {
  const { heartbeatMs = 1_000, ...workerData } = options
  // No inherited flags (a loader, --input-type=module): the source is a plain script.
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData, execArgv: [] })
  // Neither the worker nor the heartbeat keeps the process alive on its own.
  worker.unref()
  const beat = setInterval(() => worker.postMessage('beat'), heartbeatMs)
  beat.unref()
  return {
    ready: () => worker.postMessage('ready'),
    stop: async () => {
      clearInterval(beat)
      await worker.terminate()
    },
  }
}
