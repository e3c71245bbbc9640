import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { InvalidInputError, StrongroomError, SUPPORTED_SAFE_VERSIONS } from '@strongroom/protocol'
import { type Address, BaseError, erc20Abi, isAddress, parseEther, parseUnits } from 'viem'
import { fundEth } from './chain/fundEth'
import { fundToken } from './chain/fundToken'
import { deployDemoAssets } from './demo/deployDemoAssets'
import { connectDevnet } from './devnet/connectDevnet'
import type { DevnetConnection } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'
import { deploySafeContracts } from './safe/deploySafeContracts'
import { generateScenario } from './scenario/generateScenario'

/** Where the CLI writes, and what ends `start` (by default SIGINT/SIGTERM of this process). */
export interface CliIo {
  out(line: string): void
  err(line: string): void
  signal?: AbortSignal
}

export const USAGE = `strongroom-devnet: a local anvil chain with the Safe 1.3.0, 1.4.1 and 1.5.0 contracts and demo assets

Usage:
  strongroom-devnet start [--port N] [--chain-id N] [--block-time S] [--no-demo] [--no-deploy]
      Start anvil (chain 1337 by default), deploy, print the RPC URL and addresses; runs until Ctrl-C.
  strongroom-devnet deploy --rpc URL [--demo]
      Deploy the Safe contracts (and with --demo the demo assets) to a running anvil; skips what exists.
  strongroom-devnet create-safe --rpc URL --owners A,B,C --threshold N [--salt-nonce N] [--fund-eth X]
      [--version 1.3.0|1.4.1|1.5.0] [--address-set canonical|eip155] [--singleton L1|L2|L1-to-L2]
      Create a Safe (default 1.4.1 on L2) and print its address. Owners are addresses or dev account indexes (0-9).
  strongroom-devnet mine --rpc URL [--blocks N]
      Mine N blocks (default 1).
  strongroom-devnet fund --rpc URL --to ADDR [--eth X] [--token ADDR --amount Y] [--from I]
      Send ETH and/or ERC-20 tokens (amounts in whole units) from dev account I (default 0).
  strongroom-devnet scenario --rpc URL [--blocks N] [--safes-per-kind N] [--out FILE]
      Write a long history: Safes of every release and singleton, spread over N blocks (default 300000), with
      direct, failed, batched and module executions, owner changes and ERC-20/721 in and out; JSON to FILE.
  strongroom-devnet --help`

const consoleIo: CliIo = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}

/** A command line that does not parse; exits with status 2 like other Unix tools. */
class UsageError extends InvalidInputError {
  override name = 'UsageError'
}

/**
 * Runs one CLI command. Never throws: errors become one line on `err`.
 * @returns the exit status: 0 on success, 1 when the command failed, 2 for a bad command line.
 */
export async function runCli(argv: readonly string[], io: CliIo = consoleIo): Promise<number> {
  const [command, ...args] = argv
  try {
    switch (command) {
      case '-h':
      case '--help':
      case 'help':
        io.out(USAGE)
        return 0
      case 'start':
        return await start(args, io)
      case 'deploy':
        return await deploy(args, io)
      case 'create-safe':
        return await createSafeCommand(args, io)
      case 'mine':
        return await mine(args, io)
      case 'fund':
        return await fund(args, io)
      case 'scenario':
        return await scenario(args, io)
      case undefined:
        throw new UsageError('no command given (try --help).')
      default:
        throw new UsageError(`unknown command "${command}" (try --help).`)
    }
  } catch (error) {
    io.err(`strongroom-devnet: ${oneLine(error)}`)
    return error instanceof InvalidInputError || isParseArgsError(error) ? 2 : 1
  }
}

type Options = NonNullable<Parameters<typeof parseArgs>[0]>['options']

function parse<const T extends Options>(args: readonly string[], options: T) {
  const { values } = parseArgs({
    args: [...args],
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  })
  return values as typeof values & { help?: boolean }
}

async function start(args: readonly string[], io: CliIo): Promise<number> {
  const values = parse(args, {
    port: { type: 'string' },
    'chain-id': { type: 'string' },
    'block-time': { type: 'string' },
    'no-demo': { type: 'boolean' },
    'no-deploy': { type: 'boolean' },
  })
  if (values.help) return help(io)
  const blockTime = values['block-time'] === undefined ? undefined : Number(values['block-time'])
  if (blockTime !== undefined && !(blockTime > 0)) throw new UsageError('--block-time must be a positive number.')
  const devnet = await startDevnet({
    port: optionalInteger('--port', values.port, 1, 65_535),
    chainId: optionalInteger('--chain-id', values['chain-id'], 1, Number.MAX_SAFE_INTEGER),
    blockTime,
    deploy: !values['no-deploy'],
    demo: !values['no-demo'],
  })
  const stop = io.signal ? { signal: io.signal, dispose: () => {} } : abortOnProcessSignals()
  // Nothing else keeps the event loop alive: anvil's handles are unref'd on purpose.
  const keepAlive = setInterval(() => {}, 1 << 30)
  try {
    io.out(`RPC URL   ${devnet.rpcUrl}`)
    io.out(`Chain id  ${devnet.chainId}`)
    if (devnet.safeContracts) {
      io.out('Safe contracts (1.4.1, 1.3.0 canonical and eip155, 1.5.0)')
      for (const { name, address } of devnet.safeContracts.contracts) io.out(`  ${name.padEnd(40)} ${address}`)
    }
    if (devnet.demo) {
      io.out('Demo assets')
      io.out(`  ${'Demo USD (dUSD, 6 decimals)'.padEnd(29)} ${devnet.demo.tokens.usdc}`)
      io.out(`  ${'Demo Dai (dDAI, 18 decimals)'.padEnd(29)} ${devnet.demo.tokens.dai}`)
      io.out(`  ${'Strongroom Demo Key (SRKEY)'.padEnd(29)} ${devnet.demo.nft}`)
    }
    if (devnet.allowanceModule)
      io.out(`Allowance module ${devnet.allowanceModule} (gateway: ALLOWANCE_MODULE=${devnet.allowanceModule})`)
    if (devnet.ens) {
      io.out(`ENS registry ${devnet.ens.registry} (gateway: ENS_REGISTRY=${devnet.ens.registry})`)
      for (const [name, address] of Object.entries(devnet.ens.names)) io.out(`  ${name.padEnd(29)} ${address}`)
    }
    io.out('Accounts (anvil’s public test keys: never use them on a real network)')
    for (const [index, account] of devnet.accounts.entries())
      io.out(`  (${index}) ${account.address}  ${account.privateKey}`)
    io.out('Press Ctrl-C to stop.')

    const ended = await Promise.race([
      new Promise<'signal'>((resolve) => {
        if (stop.signal.aborted) resolve('signal')
        stop.signal.addEventListener('abort', () => resolve('signal'), { once: true })
      }),
      devnet.exited.then(() => 'exited' as const),
    ])
    if (ended === 'exited') {
      io.err('strongroom-devnet: anvil exited unexpectedly.')
      return 1
    }
    await devnet.stop()
    io.out('Stopped.')
    return 0
  } finally {
    clearInterval(keepAlive)
    stop.dispose()
    await devnet.stop()
  }
}

async function deploy(args: readonly string[], io: CliIo): Promise<number> {
  const values = parse(args, { rpc: { type: 'string' }, demo: { type: 'boolean' } })
  if (values.help) return help(io)
  const devnet = await connect(values.rpc)
  const result = await deploySafeContracts(devnet.walletClient(0))
  for (const { name, address } of result.contracts) {
    const state = result.deployed.includes(name) ? 'deployed' : 'already there'
    io.out(`${name.padEnd(40)} ${address}  ${state}`)
  }
  if (values.demo) {
    const demo = await deployDemoAssets(devnet)
    io.out(`${'demo usdc (dUSD)'.padEnd(29)} ${demo.tokens.usdc}`)
    io.out(`${'demo dai (dDAI)'.padEnd(29)} ${demo.tokens.dai}`)
    io.out(`${'demo nft (SRKEY)'.padEnd(29)} ${demo.nft}`)
  }
  return 0
}

async function createSafeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const values = parse(args, {
    rpc: { type: 'string' },
    owners: { type: 'string' },
    threshold: { type: 'string' },
    'salt-nonce': { type: 'string' },
    version: { type: 'string' },
    'address-set': { type: 'string' },
    singleton: { type: 'string' },
    'fund-eth': { type: 'string' },
  })
  if (values.help) return help(io)
  if (!values.owners) throw new UsageError('--owners is required (comma-separated addresses or dev account indexes).')
  const owners = values.owners.split(',').map((owner) => {
    const trimmed = owner.trim()
    if (/^\d+$/.test(trimmed)) return Number(trimmed)
    if (!isAddress(trimmed)) throw new UsageError(`--owners: "${trimmed}" is neither an address nor an account index.`)
    return trimmed
  })
  const threshold = optionalInteger('--threshold', values.threshold, 1, owners.length)
  if (threshold === undefined) throw new UsageError('--threshold is required.')
  const saltNonce = values['salt-nonce'] === undefined ? undefined : parseBigInt('--salt-nonce', values['salt-nonce'])
  const fundWei = values['fund-eth'] === undefined ? undefined : parseAmount('--fund-eth', values['fund-eth'], 18)
  const version = oneOf('--version', values.version, SUPPORTED_SAFE_VERSIONS)
  const addressSet = oneOf('--address-set', values['address-set'], ['canonical', 'eip155'] as const)
  const singleton = oneOf('--singleton', values.singleton, ['L1', 'L2', 'L1-to-L2'] as const)
  const devnet = await connect(values.rpc)
  io.out(await createSafe(devnet, { owners, threshold, saltNonce, fundWei, version, addressSet, singleton }))
  return 0
}

async function mine(args: readonly string[], io: CliIo): Promise<number> {
  const values = parse(args, { rpc: { type: 'string' }, blocks: { type: 'string' } })
  if (values.help) return help(io)
  const blocks = optionalInteger('--blocks', values.blocks, 1, 1_000_000) ?? 1
  const devnet = await connect(values.rpc)
  await devnet.mine(blocks)
  io.out(`Mined ${blocks} block${blocks === 1 ? '' : 's'}; head is now ${await devnet.publicClient.getBlockNumber()}.`)
  return 0
}

async function fund(args: readonly string[], io: CliIo): Promise<number> {
  const values = parse(args, {
    rpc: { type: 'string' },
    to: { type: 'string' },
    eth: { type: 'string' },
    token: { type: 'string' },
    amount: { type: 'string' },
    from: { type: 'string' },
  })
  if (values.help) return help(io)
  if (!values.to || !isAddress(values.to)) throw new UsageError('--to must be an address.')
  const to: Address = values.to
  if (values.eth === undefined && values.token === undefined) throw new UsageError('give --eth and/or --token.')
  if ((values.token === undefined) !== (values.amount === undefined))
    throw new UsageError('--token and --amount go together.')
  if (values.token !== undefined && !isAddress(values.token)) throw new UsageError('--token must be an address.')
  const from = optionalInteger('--from', values.from, 0, 9) ?? 0
  const wei = values.eth === undefined ? undefined : parseAmount('--eth', values.eth, 18)
  const devnet = await connect(values.rpc)
  if (wei !== undefined) io.out(`ETH sent: ${await fundEth(devnet, { to, wei, from })}`)
  if (values.token !== undefined && values.amount !== undefined) {
    const token = values.token as Address
    const decimals = await devnet.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
    const amount = parseAmount('--amount', values.amount, decimals)
    io.out(`Tokens sent: ${await fundToken(devnet, { token, to, amount, from })}`)
  }
  return 0
}

async function scenario(args: readonly string[], io: CliIo): Promise<number> {
  const values = parse(args, {
    rpc: { type: 'string' },
    blocks: { type: 'string' },
    'safes-per-kind': { type: 'string' },
    out: { type: 'string' },
  })
  if (values.help) return help(io)
  const blocks = optionalInteger('--blocks', values.blocks, 0, 10_000_000)
  const safesPerKind = optionalInteger('--safes-per-kind', values['safes-per-kind'], 1, 100)
  const devnet = await connect(values.rpc)
  const result = await generateScenario(devnet, { blocks, safesPerKind })
  for (const safe of result.safes)
    io.out(`${safe.address}  ${safe.version} ${safe.addressSet} ${safe.singleton}  created in block ${safe.createdAt}`)
  io.out(`${result.steps.length} steps; head is now ${result.head}.`)
  if (values.out)
    await writeFile(
      values.out,
      JSON.stringify(result, (_, value) => (typeof value === 'bigint' ? value.toString() : value), 2),
    )
  return 0
}

function help(io: CliIo): number {
  io.out(USAGE)
  return 0
}

function connect(rpcUrl: string | undefined): Promise<DevnetConnection> {
  if (!rpcUrl) throw new UsageError('--rpc URL is required.')
  return connectDevnet({ rpcUrl })
}

function oneOf<const T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  if (!allowed.includes(value as T)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}.`)
  return value as T
}

function optionalInteger(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max)
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}.`)
  return number
}

function parseBigInt(flag: string, value: string): bigint {
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} must be a non-negative integer.`)
  return BigInt(value)
}

function parseAmount(flag: string, value: string, decimals: number): bigint {
  if (!/^\d+(\.\d+)?$/.test(value)) throw new UsageError(`${flag} must be a positive decimal number like 1.5.`)
  const amount = decimals === 18 ? parseEther(value) : parseUnits(value, decimals)
  if (amount <= 0n) throw new UsageError(`${flag} must be more than zero.`)
  return amount
}

function abortOnProcessSignals(): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController()
  const onSignal = () => controller.abort()
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  return {
    signal: controller.signal,
    dispose() {
      process.off('SIGINT', onSignal)
      process.off('SIGTERM', onSignal)
    },
  }
}

function isParseArgsError(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code ?? '').startsWith('ERR_PARSE_ARGS')
}

/** One line for humans: our errors carry a short message already; viem's have a shortMessage. */
function oneLine(error: unknown): string {
  let message = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
  if (error instanceof StrongroomError && error.cause instanceof BaseError) message += ` (${error.cause.shortMessage})`
  return message.replace(/\s*\n\s*/g, ' ')
}
