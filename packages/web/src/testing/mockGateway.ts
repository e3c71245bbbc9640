import { vi } from 'vitest'

/** A gateway answer: a JSON body (status 200), or a full Response for errors and odd cases. */
export type MockAnswer = unknown | (() => Response | Promise<Response>)

/**
 * Stands in for the gateway (another process) at the fetch boundary: each request's path (with its query) is
 * matched against `routes` in order, by exact string or RegExp; anything unmatched answers 404 `{code, message}` as
 * the gateway does. Returns the fetch mock for assertions.
 */
export function mockGateway(routes: ReadonlyArray<readonly [string | RegExp, MockAnswer]>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const path = url.pathname + url.search
    for (const [pattern, answer] of routes) {
      const matches = typeof pattern === 'string' ? path === pattern || url.pathname === pattern : pattern.test(path)
      if (!matches) continue
      return typeof answer === 'function' ? (answer as () => Response | Promise<Response>)() : Response.json(answer)
    }
    return Response.json({ code: 404, message: `No route for GET ${url.pathname}` }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** An error answer with the gateway's `{code, message}` body. */
export function gatewayFailure(status: number, message: string): () => Response {
  return () => Response.json({ code: status, message }, { status })
}
