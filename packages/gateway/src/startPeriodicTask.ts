import type { Logger } from './createLogger'

/** A background job of the gateway process. */
export type PeriodicTask = { stop(): Promise<void> }

/**
 * Runs `task` now and then every `intervalMs` after the previous run finished (runs never overlap); a failure is
 * logged and the next run happens as planned. `stop` waits for a run in progress.
 */
export function startPeriodicTask(name: string, intervalMs: number, task: () => Promise<unknown>, logger: Logger) {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const run = () => {
    running = task()
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ task: name, error: String(error) }, 'background task failed'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(run, intervalMs).unref()
      })
  }
  run()
  return {
    stop: async () => {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  } satisfies PeriodicTask
}
