import { connect, type Socket } from 'node:net'
import { BenchError } from './BenchError'
import { percentile } from './percentile'

/** What one load run measured. */
export type LoadResult = {
  connections: number
  /** Answers completed in the measured window. */
  requests: number
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Answers that were not 200 or whose body length differed from `expectedBytes`. */
  errors: number
}

export type LoadOptions = {
  /** http:// URL with path and query. */
  url: string
  /** Keep-alive connections, each with one request in flight. */
  connections: number
  durationMs: number
  /** Load before the measured window (JIT, caches, connection set-up); its answers are not counted. */
  warmupMs: number
  /** Length every answer body must have. */
  expectedBytes?: number
}

const HEADER_END = Buffer.from('\r\n\r\n')

/**
 * Closed-loop HTTP/1.1 load: `connections` keep-alive sockets, each sending the next GET as soon as the previous answer
 * is complete, for `durationMs` after a warm-up. Latency is from writing the request to the last byte of the answer.
 *
 * The client speaks HTTP/1.1 over node:net itself (Content-Length answers only, no pipelining) because the load
 * generator shares two cores with the server: against a bare node:http server it completes about 3x the requests of a
 * node:http keep-alive Agent and 10x those of fetch (undici) in the same time, so it caps the bare baseline less.
 * @throws {BenchError} on a connection error or an answer this client cannot read (chunked, `Connection: close`).
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupMs > 0) await runLoad({ ...options, durationMs: options.warmupMs })
  return runLoad(options)
}

async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url)
  if (url.protocol !== 'http:') throw new BenchError('The load generator speaks plain http only.', { details: { url } })
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: application/json\r\n` +
      'Connection: keep-alive\r\n\r\n',
    'latin1',
  )
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + options.durationMs
  await Promise.all(
    Array.from({ length: options.connections }, () =>
      runConnection({
        host: url.hostname,
        port: Number(url.port || 80),
        request,
        deadline,
        onAnswer(status, bodyBytes, latencyMs) {
          latencies.push(latencyMs)
          if (status !== 200 || (options.expectedBytes !== undefined && bodyBytes !== options.expectedBytes)) errors++
        },
      }),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  if (latencies.length === 0) throw new BenchError('No answer arrived within the run.', { details: { url } })
  return {
    connections: options.connections,
    requests: latencies.length,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
  }
}

/** One socket: request, read the whole answer, repeat until the deadline; resolves once its last answer is in. */
function runConnection(options: {
  host: string
  port: number
  request: Buffer
  deadline: number
  onAnswer(status: number, bodyBytes: number, latencyMs: number): void
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: options.host, port: options.port, noDelay: true })
    let chunks: Buffer[] = []
    let received = 0
    // Total bytes (head + body) of the answer being read; -1 until its head is complete.
    let answerBytes = -1
    let headBytes = 0
    let status = 0
    let sentAt = 0
    const fail = (error: BenchError) => {
      socket.destroy()
      reject(error)
    }
    const send = () => {
      sentAt = performance.now()
      socket.write(options.request)
    }
    socket.once('connect', send)
    socket.on('error', (cause) => fail(new BenchError('A load connection failed.', { cause })))
    socket.on('data', (data: Buffer) => {
      chunks.push(data)
      received += data.length
      if (answerBytes < 0) {
        const buffer = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)
        chunks = [buffer]
        const end = buffer.indexOf(HEADER_END)
        if (end < 0) return
        const head = buffer.toString('latin1', 0, end).toLowerCase()
        const length = /\r\ncontent-length: *(\d+)/.exec(head)
        if (!length || /\r\nconnection: *close/.test(head))
          return fail(
            new BenchError('The server answered without Content-Length or closed the connection.', {
              details: { head: head.slice(0, 300) },
            }),
          )
        status = Number(head.slice(9, 12))
        headBytes = end + HEADER_END.length
        answerBytes = headBytes + Number(length[1])
      }
      if (received < answerBytes) return
      if (received > answerBytes)
        return fail(new BenchError('The server sent more than one answer per request.', { details: { received } }))
      const now = performance.now()
      options.onAnswer(status, answerBytes - headBytes, now - sentAt)
      chunks = []
      received = 0
      answerBytes = -1
      if (now < options.deadline) send()
      else {
        socket.end()
        resolve()
      }
    })
  })
}
