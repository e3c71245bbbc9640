import { describe, expect, it } from 'vitest'
import { createLogger } from './createLogger'

/** A destination that keeps every record pino writes, parsed. */
function capture() {
  const lines: Record<string, unknown>[] = []
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } }
}

describe('createLogger', () => {
  it('writes one pino JSON record per call with the bindings and the caller fields, bigints as strings', () => {
    const { lines, stream } = capture()
    const logger = createLogger('info', { chainId: '1337' }, stream)
    logger.info({ nonce: 7n, safe: '0xabc' }, 'safe added by address')
    logger.warn('plain message')
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, chainId: '1337', nonce: '7', safe: '0xabc', msg: 'safe added by address' }),
      expect.objectContaining({ level: 40, chainId: '1337', msg: 'plain message' }),
    ])
    expect(typeof lines[0]!.time).toBe('number')
  })

  it('drops records below its level, and everything when silent', () => {
    const { lines, stream } = capture()
    createLogger('warn', {}, stream).info('not shown')
    createLogger('silent', {}, stream).error('not shown either')
    const logger = createLogger('warn', {}, stream)
    logger.error({ error: 'boom' }, 'indexer stopped on an error')
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'indexer stopped on an error']])
  })

  it('gives child loggers (Fastify request loggers) the parent bindings', () => {
    const { lines, stream } = capture()
    createLogger('info', { service: 'gateway' }, stream).child({ reqId: 'req-1' }).info('request completed')
    expect(lines[0]).toMatchObject({ service: 'gateway', reqId: 'req-1', msg: 'request completed' })
  })
})
