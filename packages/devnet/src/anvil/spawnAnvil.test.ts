import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { AnvilStartError } from '../errors/AnvilStartError'
import { isProcessRunning } from './isProcessRunning'
import { probeChainId } from './probeChainId'
import { spawnAnvil } from './spawnAnvil'

const fixture = fileURLToPath(new URL('../testing/holdDevnet.ts', import.meta.url))

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

/** Whether a JSON-RPC node answers at `rpcUrl`. */
const answers = async (rpcUrl: string) => (await probeChainId(rpcUrl)) !== undefined

/** Runs the fixture in its own Node process and resolves with what it reports once its devnet is up. */
async function startFixture(mode: 'wait' | 'crash') {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], { stdio: ['ignore', 'pipe', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code} before reporting: ${stderr}`)))
  })
  return { child, ...(JSON.parse(line) as { pid: number; rpcUrl: string }) }
}

describe('spawnAnvil', () => {
  it('starts anvil on the requested chain, and stop() leaves neither anvil nor its watchdog behind', async () => {
    const started = performance.now()
    const anvil = await spawnAnvil({ chainId: 4_321 })
    const startMs = performance.now() - started
    try {
      expect(isProcessRunning(anvil.pid)).toBe(true)
      expect(existsSync(anvil.cachePath)).toBe(true)
      expect(anvil.watchdogPid && isProcessRunning(anvil.watchdogPid)).toBe(true)
      const response = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      expect(await response.json()).toMatchObject({ result: '0x10e1' })
      expect(startMs).toBeLessThan(5_000)
    } finally {
      await anvil.stop()
    }
    expect(isProcessRunning(anvil.pid)).toBe(false)
    expect(existsSync(anvil.cachePath)).toBe(false)
    expect(await waitUntil(() => !isProcessRunning(anvil.watchdogPid!), 2_000)).toBe(true)
    // anvil shuts down cleanly on SIGTERM well within the grace period, so SIGKILL was not needed
    expect(await anvil.exited).toEqual({ code: 0, signal: null })
    await anvil.stop() // idempotent
  })

  it('reports a taken port with anvil’s own words', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as { port: number }).port
    try {
      const attempt = spawnAnvil({ chainId: 1337, port })
      await expect(attempt).rejects.toBeInstanceOf(AnvilStartError)
      await expect(attempt).rejects.toThrow(`anvil could not listen on port ${port}: address already in use.`)
      await attempt.catch((error: AnvilStartError) => {
        expect(String(error.details.output)).toMatch(/address already in use/i)
      })
    } finally {
      blocker.close()
    }
  })

  it('rejects nonsense options before spawning anything', async () => {
    await expect(spawnAnvil({ chainId: 0 })).rejects.toBeInstanceOf(InvalidInputError)
    await expect(spawnAnvil({ chainId: 1337, port: 70_000 })).rejects.toBeInstanceOf(InvalidInputError)
    await expect(spawnAnvil({ chainId: 1337, blockTime: -1 })).rejects.toBeInstanceOf(InvalidInputError)
  })

  // Each case runs a separate Node process through tsx (~1.5 s of CPU, mostly importing viem), so they run side by
  // side. SIGTERM takes the same path as SIGINT (default action: die without exit hooks), so one of them is enough.
  it.concurrent.for(['SIGKILL', 'SIGINT'] as const)(
    'leaves no anvil behind when the parent dies from %s without calling stop()',
    async (signal, { expect }) => {
      const { child, pid, rpcUrl } = await startFixture('wait')
      expect(isProcessRunning(pid)).toBe(true)
      expect(await answers(rpcUrl)).toBe(true)
      child.kill(signal)
      expect(await waitUntil(() => !isProcessRunning(pid), 5_000)).toBe(true)
      expect(await answers(rpcUrl)).toBe(false)
    },
  )

  it.concurrent('leaves no anvil behind when the parent crashes with an uncaught error', async ({ expect }) => {
    const { child, pid } = await startFixture('crash')
    await new Promise((resolve) => child.once('exit', resolve))
    expect(await waitUntil(() => !isProcessRunning(pid), 5_000)).toBe(true)
  })
})
