import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')

/** Processes whose command line mentions `needle` (anvil, the gateway's node, the web server all carry their port). */
function processesMentioning(needle: string): string[] {
  return execFileSync('ps', ['-eo', 'pid,stat,args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(needle) && !/\sZ/.test(line.slice(0, 16)))
}

describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'strongroom-start-'))
  let child: ChildProcess | undefined
  afterAll(() => {
    try {
      if (child?.pid && child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('prints the web, gateway and chain URLs with a ready demo Safe, and Ctrl-C leaves nothing behind', async () => {
    // Port 0 = any free port, so the test never collides with a developer's running `npm start`.
    child = spawn('npx', ['tsx', 'scripts/start.ts'], {
      cwd: root,
      detached: true, // own process group: SIGINT to the group is what Ctrl-C in a terminal does
      env: { ...process.env, STRONGROOM_DATA_DIR: dataDir, CHAIN_PORT: '0', GATEWAY_PORT: '0', WEB_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const started = Date.now()
    while (!output.includes('Ctrl-C stops everything')) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`)
      if (Date.now() - started > 60_000) throw new Error(`npm start was not ready within 60 s:\n${output}`)
      await new Promise((done) => setTimeout(done, 200))
    }

    const url = (label: string) => output.match(new RegExp(`${label}\\s+(http://[^\\s]+)`))?.[1]
    const web = url('web')
    const gateway = url('gateway')
    const chain = url('chain')
    const safe = output.match(/demo Safe (0x[0-9a-fA-F]{40})/)?.[1]
    expect(web && gateway && chain && safe, output).toBeTruthy()

    expect((await fetch(`${web}/dev:${safe}`)).status).toBe(200)
    const info = (await (await fetch(`${gateway}/v1/chains/1337/safes/${safe}`)).json()) as Record<string, unknown>
    expect(info.threshold).toBe(2)
    expect(info.nonce).toBe(1) // the executed transfer
    const queue = (await (await fetch(`${gateway}/v1/chains/1337/safes/${safe}/transactions/queued`)).json()) as {
      results: { type: string; transaction?: { txStatus: string } }[]
    }
    const queued = queue.results.filter((item) => item.type === 'TRANSACTION')
    expect(queued.map((item) => item.transaction?.txStatus)).toEqual(['AWAITING_CONFIRMATIONS'])
    const chainPort = new URL(chain!).port

    // A second start on the same folder, even with --fresh, is refused before it touches anything, naming the first.
    const second = spawnSync('npx', ['tsx', 'scripts/start.ts', '--fresh'], {
      cwd: root,
      env: { ...process.env, STRONGROOM_DATA_DIR: dataDir, CHAIN_PORT: '0', GATEWAY_PORT: '0', WEB_PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(second.status, second.stdout + second.stderr).toBe(1)
    const holder = Number(second.stderr.match(/already running from .* \(pid (\d+): /)?.[1])
    expect(processesMentioning('scripts/start.ts').some((line) => line.trim().startsWith(`${holder} `))).toBe(true)
    expect(second.stderr).toContain(`kill ${holder}`)
    expect(existsSync(join(dataDir, 'demo.json'))).toBe(true)
    expect((await fetch(`${gateway}/v1/chains/1337/safes/${safe}`)).ok).toBe(true)

    process.kill(-child.pid!, 'SIGINT')
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((done) =>
      child!.once('exit', (exitCode, exitSignal) => done([exitCode, exitSignal])),
    )
    // npx itself may end by the signal it forwarded; our script must not fail.
    expect(code === 0 || signal === 'SIGINT', `exit ${code} ${signal}\n${output}`).toBe(true)
    expect(output).not.toMatch(/npm start failed/)
    await new Promise((done) => setTimeout(done, 1_000))
    expect(processesMentioning(`--port ${chainPort} `)).toEqual([])
    expect(processesMentioning(dataDir)).toEqual([])
    expect(existsSync(join(dataDir, 'strongroom.lock'))).toBe(false)
  })
})
