import { BenchError } from './BenchError'

type Request = { id: number; type: string; payload: unknown }
type Handler = (payload: never) => unknown

/**
 * Child side of BenchChild: answers each IPC request with its handler's result. After answering `stop` the child
 * closes the channel and exits; losing the parent also runs `stop` and exits, so no server outlives its bench.
 */
export function answerParent(handlers: Record<string, Handler> & { stop: () => Promise<void> }): void {
  if (!process.send) throw new BenchError('This script runs as a child process of a bench (BenchChild).')
  let stopping: Promise<void> | null = null
  const stop = () => {
    stopping ??= handlers.stop()
    return stopping
  }
  const reply = (message: unknown) =>
    new Promise<void>((resolve) => (process.connected ? process.send!(message, () => resolve()) : resolve()))
  process.on('message', async (message: Request) => {
    const handler = (message.type === 'stop' ? stop : handlers[message.type]) as
      | ((payload: unknown) => unknown)
      | undefined
    try {
      if (!handler) throw new BenchError(`Unknown request ${message.type}.`)
      await reply({ id: message.id, ok: true, value: await handler(message.payload) })
    } catch (error) {
      await reply({ id: message.id, ok: false, error: error instanceof Error ? error.message : String(error) })
    }
    if (message.type === 'stop') process.exit(0)
  })
  process.once('disconnect', () => {
    void stop().finally(() => process.exit(0))
  })
}
