import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { canonicalAddresses, safeL2Abi } from '@strongroom/protocol'
import { erc20Abi, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isProcessRunning } from './anvil/isProcessRunning'
import { probeChainId } from './anvil/probeChainId'
import { runCli } from './cli'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { readSafeSingleton } from './safe/readSafeSingleton'
import { SAFE_CONTRACT_ARTIFACTS } from './safe/safeContractArtifacts'

const bin = fileURLToPath(new URL('../bin/strongroom-devnet.mjs', import.meta.url))

function capture(signal?: AbortSignal) {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line), signal } }
}

/** Whether a JSON-RPC node answers at `rpcUrl`. */
const answers = async (rpcUrl: string) => (await probeChainId(rpcUrl)) !== undefined

describe('strongroom-devnet CLI', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  })
  afterAll(() => devnet?.stop())

  it('prints usage for --help and exits 0', async () => {
    const { out, io } = capture()
    expect(await runCli(['--help'], io)).toBe(0)
    expect(out.join('\n')).toContain('strongroom-devnet create-safe --rpc URL --owners A,B,C --threshold N')
  })

  it.each([
    [[], 'no command given'],
    [['launch'], 'unknown command "launch"'],
    [['mine', '--rpc'], "Option '--rpc <value>' argument missing"],
    [['mine', '--rpc', 'http://127.0.0.1:1', '--blocks', 'x'], '--blocks must be an integer from 1 to 1000000.'],
    [['create-safe', '--owners', '0,1', '--threshold', '2'], '--rpc URL is required.'],
    [['create-safe', '--rpc', 'http://127.0.0.1:1', '--owners', '0,1', '--threshold', '3'], '--threshold must be'],
    [['fund', '--rpc', 'http://127.0.0.1:1', '--to', '0x1234'], '--to must be an address.'],
    [['start', '--port', '99999'], '--port must be an integer from 1 to 65535.'],
  ])('rejects %j with one line on stderr and status 2', async (argv, message) => {
    const { out, err, io } = capture()
    expect(await runCli(argv, io)).toBe(2)
    expect(out).toEqual([])
    expect(err).toHaveLength(1)
    expect(err[0]).toContain(message)
    expect(err[0]).not.toContain('\n')
  })

  it('reports an unreachable node as a failure (status 1), in one line', async () => {
    const { err, io } = capture()
    expect(await runCli(['mine', '--rpc', 'http://127.0.0.1:1'], io)).toBe(1)
    expect(err).toHaveLength(1)
    expect(err[0]).toContain('No JSON-RPC node answers at http://127.0.0.1:1.')
    expect(err[0]).not.toContain('\n')
  })

  it('create-safe prints the new Safe’s address', async () => {
    const { out, io } = capture()
    const owners = `0,${devnet.accounts[1]!.address},2`
    expect(
      await runCli(
        ['create-safe', '--rpc', devnet.rpcUrl, '--owners', owners, '--threshold', '2', '--fund-eth', '0.5'],
        io,
      ),
    ).toBe(0)
    const safe = out[0] as `0x${string}`
    expect(safe).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(
      await devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'getThreshold' }),
    ).toBe(2n)
    expect(await devnet.publicClient.getBalance({ address: safe })).toBe(parseEther('0.5'))
  })

  it('create-safe makes a Safe of another release and singleton, and refuses an unknown one', async () => {
    const { out, io } = capture()
    const args = ['create-safe', '--rpc', devnet.rpcUrl, '--owners', '0', '--threshold', '1']
    expect(await runCli([...args, '--version', '1.3.0', '--address-set', 'eip155', '--singleton', 'L1'], io)).toBe(0)
    const safe = out[0] as `0x${string}`
    expect(await readSafeSingleton(devnet, safe)).toBe('0x69f4D1788e39c87893C980c06EdF4b7f686e2938')
    const refused = capture()
    expect(await runCli([...args, '--version', '1.2.0'], refused.io)).toBe(2)
    expect(refused.err[0]).toContain('--version must be one of 1.3.0, 1.4.1, 1.5.0.')
  })

  it('fund sends ETH and whole tokens; mine advances the chain', async () => {
    const to = devnet.accounts[9]!.address
    const token = devnet.demo!.tokens.usdc
    const ethBefore = await devnet.publicClient.getBalance({ address: to })
    const { io } = capture()
    expect(
      await runCli(
        ['fund', '--rpc', devnet.rpcUrl, '--to', to, '--eth', '1.25', '--token', token, '--amount', '12.5'],
        io,
      ),
    ).toBe(0)
    expect(await devnet.publicClient.getBalance({ address: to })).toBe(ethBefore + parseEther('1.25'))
    expect(
      await devnet.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(12_500_000n)

    const head = await devnet.publicClient.getBlockNumber()
    expect(await runCli(['mine', '--rpc', devnet.rpcUrl, '--blocks', '5'], capture().io)).toBe(0)
    expect(await devnet.publicClient.getBlockNumber()).toBe(head + 5n)
  })

  it('scenario refuses a bad block count with exit status 2 and changes nothing', async () => {
    const { err, io } = capture()
    const head = await devnet.publicClient.getBlockNumber()
    expect(await runCli(['scenario', '--rpc', devnet.rpcUrl, '--blocks', 'many'], io)).toBe(2)
    expect(err.join('\n')).toContain('--blocks must be an integer')
    expect(await devnet.publicClient.getBlockNumber()).toBe(head)
  })

  it('deploy skips what is already there', async () => {
    const { out, io } = capture()
    expect(await runCli(['deploy', '--rpc', devnet.rpcUrl, '--demo'], io)).toBe(0)
    expect(out.filter((line) => line.endsWith('already there'))).toHaveLength(SAFE_CONTRACT_ARTIFACTS.length + 1)
    expect(
      out.some(
        (line) => line.startsWith('1.3.0 eip155 safe ') && line.includes('0x69f4D1788e39c87893C980c06EdF4b7f686e2938'),
      ),
    ).toBe(true)
    expect(out.join('\n')).toContain(devnet.demo!.nft)
  })

  it('start runs a devnet until its signal fires, then stops it', async () => {
    const controller = new AbortController()
    const { out, io } = capture(controller.signal)
    const exit = runCli(['start', '--chain-id', '31337', '--no-demo'], io)
    const deadline = Date.now() + 20_000
    while (!out.includes('Press Ctrl-C to stop.') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    const rpcUrl =
      out
        .find((line) => line.startsWith('RPC URL'))
        ?.split(/\s+/)
        .at(-1) ?? ''
    expect(out).toContain('Chain id  31337')
    expect(out.some((line) => line.includes(canonicalAddresses.safeL2))).toBe(true)
    expect(await answers(rpcUrl)).toBe(true)
    controller.abort()
    expect(await exit).toBe(0)
    expect(out.at(-1)).toBe('Stopped.')
    expect(await answers(rpcUrl)).toBe(false)
  })

  it('the bin script starts a devnet and shuts it down cleanly on SIGINT', async () => {
    const child = spawn(process.execPath, [bin, 'start', '--no-demo', '--no-deploy'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const deadline = Date.now() + 30_000
    while (!stdout.includes('Press Ctrl-C') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    const rpcUrl = /RPC URL\s+(\S+)/.exec(stdout)?.[1] ?? ''
    expect(await answers(rpcUrl)).toBe(true)
    child.kill('SIGINT')
    expect(await exited).toBe(0)
    expect(stdout).toContain('Stopped.')
    expect(await answers(rpcUrl)).toBe(false)
    expect(child.pid && isProcessRunning(child.pid)).toBe(false)
  })
})
