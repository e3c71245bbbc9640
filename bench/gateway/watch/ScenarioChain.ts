import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  type AnvilProcess,
  connectDevnet,
  type DevnetConnection,
  deploySafeContracts,
  generateScenario,
  SAFE_KINDS,
  type ScenarioSafe,
  type ScenarioStep,
  spawnAnvil,
} from '@strongroom/devnet'
import type { Address } from 'viem'
import type { LatencyProxy } from '../catchup/startLatencyProxy'
import { startPrunedNode } from './startPrunedNode'

/** One Safe of the chain and what its complete history holds (from the scenario's steps). */
export type ScenarioChainSafe = {
  address: Address
  kind: string
  createdAt: number
  /** Multisig transactions (executions, the failed one included) and module transactions. */
  multisig: number
  module: number
}

type Saved = { head: number; safes: ScenarioChainSafe[] }

const CHAIN_ID = 1337
/** Where built chains are kept between runs (git ignores `.data/`). */
const CACHE_DIR = fileURLToPath(new URL('../../.data/chains/', import.meta.url))
/** The kept chain is only read: a copy is loaded and never saved while a bench runs (a save dumps the whole chain). */
const NEVER_SECONDS = 1_000_000
/** Empty blocks per anvil_mine: each call answers well within the client's timeout however long the chain. */
const MINE_CHUNK = 100

function summarize(safe: ScenarioSafe, allSteps: readonly ScenarioStep[]): ScenarioChainSafe {
  const steps = allSteps.filter((step) => step.safe === safe.address)
  return {
    address: safe.address,
    kind: `${safe.version} ${safe.addressSet} ${safe.singleton}`,
    createdAt: Number(safe.createdAt),
    multisig: steps.reduce((sum, step) => sum + step.safeTxHashes.length, 0),
    module: steps.filter((step) => step.kind === 'module-exec').length,
  }
}

/**
 * A long devnet chain with the Safes of devnet's generateScenario (every kind, `safesPerKind` each): one kind's
 * Safes and their whole scenario at each tenth of `blocks` blocks, empty blocks between. anvil mines only ~60–150 empty blocks a second on this machine, so a chain is built once
 * and kept in `bench/.data/chains/`; later runs load a copy of it in a few seconds. The anvil state file holds the
 * blocks, receipts and logs, so the chain answers eth_getLogs over its whole history.
 */
export class ScenarioChain {
  private constructor(
    private readonly anvil: AnvilProcess,
    private readonly node: LatencyProxy,
    private readonly dir: string,
    readonly devnet: DevnetConnection,
    readonly head: number,
    readonly safes: ScenarioChainSafe[],
    /** Seconds spent building it in this run; null when loaded from the kept copy. */
    readonly builtSeconds: number | null,
  ) {}

  static async open({ blocks, safesPerKind }: { blocks: number; safesPerKind: number }): Promise<ScenarioChain> {
    const name = `scenario-${blocks}-blocks-${safesPerKind}-per-kind`
    const keptState = join(CACHE_DIR, `${name}.anvil.json`)
    const keptScenario = join(CACHE_DIR, `${name}.scenario.json`)
    const dir = mkdtempSync(join(tmpdir(), 'strongroom-bench-chain-'))
    const statePath = join(dir, 'anvil.json')
    const built = !(existsSync(keptState) && existsSync(keptScenario))
    if (!built) copyFileSync(keptState, statePath)
    const anvil = await spawnAnvil({ chainId: CHAIN_ID, statePath, stateIntervalSeconds: NEVER_SECONDS })
    try {
      const devnet = await connectDevnet({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID })
      if (!built) {
        const saved = JSON.parse(readFileSync(keptScenario, 'utf8')) as Saved
        return new ScenarioChain(anvil, await startPrunedNode(anvil.rpcUrl), dir, devnet, saved.head, saved.safes, null)
      }
      const started = performance.now()
      await deploySafeContracts(devnet.walletClient(0))
      const safes: ScenarioChainSafe[] = []
      // One kind at a time: its Safes' whole scenario in a few hundred blocks, then empty blocks up to the next kind's
      // share of the chain, so the histories lie all along it.
      for (const [index, kind] of SAFE_KINDS.entries()) {
        const scenario = await generateScenario(devnet, { blocks: 0, safesPerKind, kinds: [kind] })
        safes.push(...scenario.safes.map((safe) => summarize(safe, scenario.steps)))
        const until = Math.round(((index + 1) * blocks) / SAFE_KINDS.length)
        let head = Number(await devnet.publicClient.getBlockNumber())
        for (; head < until; head += Math.min(MINE_CHUNK, until - head))
          await devnet.mine(Math.min(MINE_CHUNK, until - head))
      }
      const saved: Saved = { head: Number(await devnet.publicClient.getBlockNumber()), safes }
      await anvil.saveState()
      mkdirSync(CACHE_DIR, { recursive: true })
      copyFileSync(statePath, keptState)
      writeFileSync(keptScenario, JSON.stringify(saved, null, 1))
      const node = await startPrunedNode(anvil.rpcUrl)
      return new ScenarioChain(anvil, node, dir, devnet, saved.head, safes, (performance.now() - started) / 1000)
    } catch (error) {
      await anvil.stop()
      rmSync(dir, { recursive: true, force: true })
      throw error
    }
  }

  /**
   * Where the gateway and the floor read the chain: anvil as a full node without archive state or tracing of old
   * transactions (a loaded copy has neither; startPrunedNode words the refusals as geth does).
   */
  get rpcUrl(): string {
    return this.node.url
  }

  /** Methods the chain cannot serve for its history: the rationed proxy answers them as a node without them. */
  readonly unavailableMethods = ['debug_traceTransaction', 'trace_transaction'] as const

  get chainId(): number {
    return CHAIN_ID
  }

  async stop(): Promise<void> {
    try {
      await this.node.close()
      await this.anvil.stop()
    } finally {
      rmSync(this.dir, { recursive: true, force: true })
    }
  }
}
