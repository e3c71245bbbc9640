import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { StrongroomError } from '@strongroom/protocol'

/** How long a child may take to stop before it is killed. */
const STOP_GRACE_MS = 10_000

/** A gateway in a child process (its own event loop, as in production), started for one bench run. */
export class GatewayChildProcess {
  private constructor(
    private readonly child: ChildProcess,
    /** Base URL of the gateway. */
    readonly url: string,
    /** The indexer's polling interval, which bounds how fast a mined transaction is seen. */
    readonly pollingIntervalMs: number,
  ) {}

  /** Forks gatewayChild.ts for the chain at `rpcUrl` and resolves once it listens. */
  static start({ rpcUrl, chainId }: { rpcUrl: string; chainId: number }): Promise<GatewayChildProcess> {
    const child = fork(fileURLToPath(new URL('./gatewayChild.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, RPC_URL: rpcUrl, CHAIN_ID: String(chainId) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    return new Promise((resolve, reject) => {
      child.once('message', (message: { url: string; pollingIntervalMs: number }) =>
        resolve(new GatewayChildProcess(child, message.url, message.pollingIntervalMs)),
      )
      child.once('exit', (code) =>
        reject(new StrongroomError('The gateway child process exited before it listened.', { details: { code } })),
      )
    })
  }

  /** Stops the gateway (killing the child if it does not exit in time). */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return
    const exited = new Promise((resolve) => this.child.once('exit', resolve))
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS)
    this.child.send('stop')
    await exited
    clearTimeout(timer)
  }
}
