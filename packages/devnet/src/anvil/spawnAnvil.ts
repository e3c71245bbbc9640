import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { InvalidInputError } from '@strongroom/protocol'
import { AnvilStartError } from '../errors/AnvilStartError'
import { AnvilStateError } from '../errors/AnvilStateError'
import { chooseStateToLoad, type StateToLoad, writeAnvilState } from './anvilStateFiles'
import { findFreePort } from './findFreePort'
import { probeChainId } from './probeChainId'
import { resolveAnvilCommand } from './resolveAnvilCommand'

export interface SpawnAnvilOptions {
  /** TCP port on 127.0.0.1; a free one is picked (and retried on a race) when omitted. */
  port?: number
  chainId: number
  /** Interval mining in seconds; anvil mines one block per transaction when omitted. */
  blockTime?: number
  /**
   * File to keep the chain in across restarts: loaded at start, saved every `stateIntervalSeconds` and on stop, so a
   * crash loses at most that much. Saved by us (anvil_dumpState, then write-and-rename, keeping the earlier copy as
   * `<statePath>.previous`), never by anvil's own `--state`, which rewrites the file in place: a kill during that
   * write left a truncated file and a chain that would not start. Omitted: the chain lives in memory only.
   */
  statePath?: string
  /** How often `statePath` is saved (default 5 s). */
  stateIntervalSeconds?: number
  /** How long to wait for the first JSON-RPC answer (default 15 s: generous for a busy 2-core CI box). */
  readyTimeoutMs?: number
}

export interface AnvilExit {
  code: number | null
  signal: NodeJS.Signals | null
}

/** A running anvil owned by this process. */
export interface AnvilProcess {
  pid: number
  /** pid of the watchdog that kills anvil if this process dies without stopping it. */
  watchdogPid: number | undefined
  port: number
  rpcUrl: string
  /**
   * Where anvil writes the historical states it moves out of memory (`--cache-path`; gigabytes on a long busy chain).
   * Removed when anvil is stopped or its parent dies; anvil's own default under ~/.foundry is never cleaned up.
   */
  cachePath: string
  /**
   * Where the chain was loaded from: its state file, the kept earlier copy (the state file was damaged and moved
   * to `<statePath>.broken`), or nothing (new chain).
   */
  loadedFrom: StateToLoad['from']
  /** Saves the chain to `statePath` now (no-op without one). */
  saveState(): Promise<void>
  /** Settles when anvil exits, for whatever reason. */
  exited: Promise<AnvilExit>
  /** The last few kilobytes anvil wrote to stdout/stderr. */
  output(): string
  /** Saves the state (with `statePath`), then SIGTERM, then SIGKILL if anvil is still there after `graceMs` (default 3 s). Idempotent. */
  stop(graceMs?: number): Promise<void>
}

const OUTPUT_LIMIT = 8_000
const PORT_ATTEMPTS = 3
const POLL_MS = 20
const watchdogPath = fileURLToPath(new URL('./anvilWatchdog.mjs', import.meta.url))

// Every anvil (and its watchdog) still running, so a normal process exit can kill them synchronously.
const running = new Set<{ anvil: ChildProcess; watchdog: ChildProcess; cachePath: string }>()
let exitHookInstalled = false

/**
 * Starts anvil on 127.0.0.1 and resolves once it answers `eth_chainId` with the requested chain id.
 *
 * No orphans: a normal exit of this process kills anvil from an `exit` hook, and a detached watchdog process
 * (anvilWatchdog.mjs) kills it when this process dies any other way (uncaught crash, SIGINT, SIGKILL). The child and
 * its pipes are unref'd, so a forgotten devnet does not keep Node alive.
 * @throws {AnvilStartError} when anvil is missing, exits early or does not answer in time (with its output).
 * @throws {InvalidInputError} for a port, chain id or block time out of range.
 */
export async function spawnAnvil(options: SpawnAnvilOptions): Promise<AnvilProcess> {
  assertOptions(options)
  const attempts = options.port === undefined ? PORT_ATTEMPTS : 1
  let lastError: unknown
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = options.port ?? (await findFreePort())
    try {
      return await startOnce({ ...options, port })
    } catch (error) {
      // Only a lost race for a port we picked ourselves is worth another try.
      if (!(error instanceof AnvilStartError && error.details.addressInUse === true)) throw error
      lastError = error
    }
  }
  throw lastError
}

function assertOptions({ port, chainId, blockTime }: SpawnAnvilOptions): void {
  if (port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65_535))
    throw new InvalidInputError('Port must be an integer between 1 and 65535.', { details: { port } })
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidInputError('Chain id must be a positive integer.', { details: { chainId } })
  if (blockTime !== undefined && !(Number.isFinite(blockTime) && blockTime > 0))
    throw new InvalidInputError('Block time must be a positive number of seconds.', { details: { blockTime } })
}

async function startOnce(options: SpawnAnvilOptions & { port: number }): Promise<AnvilProcess> {
  const { command, prefixArgs } = resolveAnvilCommand()
  const { port, chainId } = options
  const args = [...prefixArgs, '--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--quiet']
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime))
  const statePath = options.statePath
  const toLoad: StateToLoad = statePath === undefined ? { from: 'none' } : chooseStateToLoad(statePath)
  if (toLoad.from !== 'none') args.push('--load-state', toLoad.path)

  const cachePath = mkdtempSync(join(tmpdir(), 'strongroom-anvil-'))
  args.push('--cache-path', cachePath)
  const removeCache = () => rmSync(cachePath, { recursive: true, force: true })

  const anvil = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true })
  let output = ''
  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT)
  }
  anvil.stdout?.on('data', append)
  anvil.stderr?.on('data', append)
  let exit: (AnvilExit & { error?: Error }) | undefined
  const exited = new Promise<AnvilExit>((resolve) => {
    anvil.once('exit', (code, signal) => {
      exit ??= { code, signal }
      resolve({ code, signal })
    })
    anvil.once('error', (error) => {
      // Emitted instead of 'exit' when the binary cannot be started at all.
      if (anvil.pid === undefined) {
        exit ??= { code: null, signal: null, error }
        resolve({ code: null, signal: null })
      }
    })
  })

  const details = () => ({ command, args, port, output: output.trim() })
  if (anvil.pid === undefined) {
    await exited
    removeCache()
    throw new AnvilStartError(`anvil could not be started: ${exit?.error?.message ?? 'unknown error'}.`, {
      cause: exit?.error,
      details: details(),
    })
  }
  const pid = anvil.pid
  const watchdog = spawn(process.execPath, [watchdogPath, String(process.pid), String(pid), cachePath], {
    detached: true,
    stdio: 'ignore',
    windowsHide: true,
    // The watchdog is plain JS; loaders from NODE_OPTIONS (tsx, coverage) would only slow it down.
    env: { ...process.env, NODE_OPTIONS: '' },
  })
  watchdog.unref()
  anvil.unref()
  ;(anvil.stdout as Socket | null)?.unref()
  ;(anvil.stderr as Socket | null)?.unref()
  const entry = { anvil, watchdog, cachePath }
  running.add(entry)
  installExitHook()

  const rpcUrl = `http://127.0.0.1:${port}`
  let saving: Promise<void> | undefined
  let ready = false
  const saveState = (): Promise<void> => {
    if (statePath === undefined || !ready || exit) return Promise.resolve()
    // One save at a time: a slow dump of a big chain must not pile up behind the next tick.
    saving ??= dumpState(rpcUrl)
      .then((dumped) => writeAnvilState(statePath, dumped))
      .finally(() => {
        saving = undefined
      })
    return saving
  }
  const saveTimer =
    statePath === undefined
      ? undefined
      : setInterval(() => void saveState().catch(() => {}), (options.stateIntervalSeconds ?? 5) * 1_000)
  saveTimer?.unref()

  let stopping: Promise<void> | undefined
  const stop = (graceMs = 3_000): Promise<void> => {
    stopping ??= (async () => {
      clearInterval(saveTimer)
      await saving?.catch(() => {})
      // The last blocks too; a failure here (anvil already gone) leaves the previous save, which is complete.
      await saveState().catch(() => {})
      ready = false
      // Watchdog first: once anvil is gone its pid may be reused, and the watchdog must not signal a stranger.
      watchdog.kill('SIGKILL')
      if (!exit) {
        anvil.kill('SIGTERM')
        if (!(await settlesWithin(exited, graceMs))) {
          anvil.kill('SIGKILL')
          await settlesWithin(exited, 2_000)
        }
      }
      removeCache()
      running.delete(entry)
    })()
    return stopping
  }

  const deadline = performance.now() + (options.readyTimeoutMs ?? 15_000)
  for (;;) {
    if (exit) {
      await stop()
      const addressInUse = /address already in use/i.test(output)
      throw new AnvilStartError(
        addressInUse
          ? `anvil could not listen on port ${port}: address already in use.`
          : `anvil exited before answering (code ${exit.code ?? 'none'}, signal ${exit.signal ?? 'none'}).`,
        { details: { ...details(), addressInUse } },
      )
    }
    const answered = await probeChainId(rpcUrl)
    if (answered !== undefined) {
      if (answered === chainId && !exit) break
      await stop()
      throw new AnvilStartError(`The node on port ${port} answered chain id ${answered} instead of ${chainId}.`, {
        details: { ...details(), answered },
      })
    }
    if (performance.now() > deadline) {
      await stop()
      throw new AnvilStartError(`anvil did not answer on ${rpcUrl} within ${options.readyTimeoutMs ?? 15_000} ms.`, {
        details: details(),
      })
    }
    await sleep(POLL_MS)
  }
  ready = true

  return {
    pid,
    watchdogPid: watchdog.pid,
    port,
    rpcUrl,
    cachePath,
    loadedFrom: toLoad.from,
    saveState,
    exited,
    output: () => output,
    stop,
  }
}

function installExitHook(): void {
  if (exitHookInstalled) return
  exitHookInstalled = true
  // 'exit' handlers must be synchronous: signal and let the OS do the rest.
  process.on('exit', () => {
    for (const { anvil, watchdog } of running) {
      watchdog.kill('SIGKILL')
      anvil.kill('SIGKILL')
    }
    for (const { cachePath } of running) rmSync(cachePath, { recursive: true, force: true })
  })
}

async function dumpState(rpcUrl: string): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_dumpState', params: [] }),
    signal: AbortSignal.timeout(60_000),
  })
  const body = (await response.json()) as { result?: unknown }
  if (typeof body.result !== 'string') throw new AnvilStateError('anvil did not return its state.')
  return body.result
}

/** Whether `promise` settles within `ms`; the timer is cleared either way so it cannot hold the process open. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    promise.then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => {
        clearTimeout(timer)
        resolve(true)
      },
    )
  })
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
