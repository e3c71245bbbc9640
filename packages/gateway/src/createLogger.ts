import { type DestinationStream, type Level, type Logger, multistream, pino } from 'pino'

/** Log levels in increasing severity; 'silent' turns logging off. */
export type LogLevel = Level | 'silent'

export type { Logger }

/**
 * The gateway's logger: pino, one JSON line per record (level, time, msg and the caller's fields). Without a
 * destination, records below `warn` go to stdout and the others to stderr, so that a supervisor reading stderr sees
 * only what needs attention; tests pass their own stream to read the records.
 */
export function createLogger(
  level: LogLevel = 'info',
  bindings: Record<string, unknown> = {},
  destination?: DestinationStream,
): Logger {
  const stream =
    destination ??
    multistream(
      [
        { level: 'trace', stream: pino.destination({ fd: 1, sync: true }) },
        { level: 'warn', stream: pino.destination({ fd: 2, sync: true }) },
      ],
      { dedupe: true },
    )
  return pino(
    {
      level,
      base: bindings,
      // Block numbers, nonces and amounts are bigints in the indexer; as strings they keep every digit in any reader.
      formatters: { log: stringifyBigints },
    },
    stream,
  )
}

function stringifyBigints(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) out[key] = typeof value === 'bigint' ? value.toString() : value
  return out
}
