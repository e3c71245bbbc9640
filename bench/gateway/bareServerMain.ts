import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { answerParent } from './answerParent'
import type { BareRoute } from './BareServerProcess'

// Child entry of BareServerProcess: a node:http server with a map lookup per request and nothing else.
let server: Server | null = null

answerParent({
  async serve(routes: BareRoute[]) {
    const answers = new Map(
      routes.map((route) => [
        route.path,
        { body: route.body, headers: { ...route.headers, 'content-length': String(route.body.byteLength) } },
      ]),
    )
    // Fastify's keep-alive timeout (72 s), so neither server drops idle connections between runs.
    const bare = createServer({ keepAliveTimeout: 72_000 }, (request, response) => {
      const answer = answers.get(request.url ?? '')
      if (!answer) {
        response.writeHead(404, { 'content-length': '0' }).end()
        return
      }
      response.writeHead(200, answer.headers).end(answer.body)
    })
    server = bare
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(bare.address() as AddressInfo).port}` }
  },
  async stop() {
    const running = server
    if (!running) return
    running.closeAllConnections()
    await new Promise((resolve) => running.close(resolve))
  },
})
