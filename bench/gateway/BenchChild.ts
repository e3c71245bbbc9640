import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { BenchError } from './BenchError'

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string }
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void }

/** How long a child may take to stop before it is killed. */
const STOP_GRACE_MS = 10_000

/**
 * A Node child process running one of the bench's server scripts (TypeScript through tsx), driven by request/reply
 * messages over IPC (see answerParent). Servers run in their own process so the load generator never shares their
 * event loop.
 */
export class BenchChild {
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private exited = false
  private readonly exit: Promise<void>

  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: Reply) => {
      const pending = this.pending.get(message.id)
      if (!pending) return
      this.pending.delete(message.id)
      if (message.ok) pending.resolve(message.value)
      else pending.reject(new BenchError(`Child process: ${message.error}`))
    })
    this.exit = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exited = true
        for (const { reject } of this.pending.values())
          reject(new BenchError('The child process exited.', { details: { code, signal } }))
        this.pending.clear()
        resolve()
      })
    })
  }

  /** Starts `script` (a path relative to this folder) with `node --import tsx` plus `execArgv`. */
  static start(script: string, { execArgv = [] }: { execArgv?: string[] } = {}): BenchChild {
    const child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx', ...execArgv],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    })
    return new BenchChild(child)
  }

  /** The child's process id. */
  get pid(): number | undefined {
    return this.child.pid
  }

  /** Sends `type` with `payload` and resolves with the child's answer. */
  request<T>(type: string, payload: unknown = null): Promise<T> {
    if (this.exited) return Promise.reject(new BenchError('The child process has exited.', { details: { type } }))
    const id = this.nextId++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.child.send({ id, type, payload })
    })
  }

  /** Asks the child to stop (message `stop`), kills it if it has not exited after a grace period. */
  async stop(): Promise<void> {
    if (this.exited) return
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS)
    try {
      await this.request('stop').catch(() => undefined)
      await this.exit
    } finally {
      clearTimeout(timer)
    }
  }
}
