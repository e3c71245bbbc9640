/** Log levels in increasing severity; 'silent' turns logging off. */
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent'

type LogFn = (context: Record<string, unknown> | string, message?: string) => void

/** The subset of pino's API the gateway uses, so Fastify's logger can be passed where a Logger is expected. */
export type Logger = { debug: LogFn; info: LogFn; warn: LogFn; error: LogFn }

const ranks: Record<LogLevel, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 99 }

/** A line-per-record JSON logger on stdout/stderr (pino's format: level, time, msg and context fields). */
export function createLogger(level: LogLevel = 'info', bindings: Record<string, unknown> = {}): Logger {
  const make =
    (name: Exclude<LogLevel, 'silent' | 'trace' | 'fatal'>): LogFn =>
    (context, message) => {
      if (ranks[name] < ranks[level]) return
      const fields = typeof context === 'string' ? { msg: context } : { ...context, msg: message }
      const line = JSON.stringify({ level: ranks[name], time: Date.now(), ...bindings, ...fields }, (_key, value) =>
        typeof value === 'bigint' ? value.toString() : value,
      )
      if (ranks[name] >= ranks.warn) process.stderr.write(`${line}\n`)
      else process.stdout.write(`${line}\n`)
    }
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') }
}

/** A logger that drops everything (tests). */
export const silentLogger: Logger = createLogger('silent')
