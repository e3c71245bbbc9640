import { spawnAnvil } from '../anvil/spawnAnvil'
import { deployAllowanceModule } from '../demo/deployAllowanceModule'
import { deployDemoAssets } from '../demo/deployDemoAssets'
import { deployEns } from '../ens/deployEns'
import { deploySafeContracts } from '../safe/deploySafeContracts'
import { connectDevnet } from './connectDevnet'
import type { Devnet } from './Devnet'

export interface StartDevnetOptions {
  /** TCP port on 127.0.0.1 (default: a free one). */
  port?: number
  /** Default 1337: safe-deployments lists the canonical 1.4.1 addresses for it (it has no 31337). */
  chainId?: number
  /** Deploy the Safe 1.4.1 contracts (default true). */
  deploy?: boolean
  /** Deploy and mint the demo tokens and NFTs (default true). */
  demo?: boolean
  /**
   * Deploy ENS (registry, public resolver, reverse registrar) with the demo names `alice.dev` and `bob.dev`
   * (default: as `demo`).
   */
  ens?: boolean
  /** Interval mining in seconds (default: a block per transaction). */
  blockTime?: number
  /**
   * Keep the chain in this file across restarts (see SpawnAnvilOptions.statePath: saved by write-and-rename, the
   * earlier copy kept beside it).
   * @throws {AnvilStateError} (from startDevnet) when the file cannot be read and no good earlier copy exists.
   */
  statePath?: string
}

/**
 * Starts a local anvil chain with the canonical Safe 1.4.1 deployment and demo assets, ready for tests and the app.
 * Always `stop()` it (e.g. in afterAll); if the process dies first, anvil is killed anyway (see spawnAnvil).
 * @throws {AnvilStartError} when anvil cannot start; {@link DeploymentError} when a deployment fails (anvil is
 *   stopped before the error surfaces).
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const chainId = options.chainId ?? 1337
  const anvil = await spawnAnvil({
    port: options.port,
    chainId,
    blockTime: options.blockTime,
    statePath: options.statePath,
  })
  try {
    const connection = await connectDevnet({ rpcUrl: anvil.rpcUrl, chainId })
    const devnet: Devnet = {
      ...connection,
      pid: anvil.pid,
      exited: anvil.exited,
      stateLoadedFrom: anvil.loadedFrom,
      saveState: () => anvil.saveState(),
      stop: () => anvil.stop(),
    }
    if (options.deploy ?? true) {
      devnet.safeContracts = await deploySafeContracts(connection.walletClient(0))
      devnet.allowanceModule = await deployAllowanceModule(connection)
    }
    if (options.demo ?? true) devnet.demo = await deployDemoAssets(connection)
    if (options.ens ?? options.demo ?? true) devnet.ens = await deployEns(connection)
    // The deployments are what a restart needs first: kept at once rather than at the next periodic save.
    if (options.statePath !== undefined) await anvil.saveState()
    return devnet
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
