/** A gateway's answer as the route tests read it. */
export interface JsonAnswer<Body> {
  status: number
  /** The Content-Length header (null without one). */
  length: string | null
  /** The parsed JSON body; null for an empty one. */
  body: Body | null
}

/**
 * Sends `method path` to the gateway at `baseUrl`, with `body` as JSON: a string is sent as it is (malformed JSON
 * included), anything else is serialised. No body, no content type. `headers` are sent besides.
 */
export async function sendJson<Body = { code: number; message: string }>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonAnswer<Body>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    ...(body === undefined
      ? { headers }
      : {
          headers: { 'content-type': 'application/json', ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  })
  const text = await response.text()
  return {
    status: response.status,
    length: response.headers.get('content-length'),
    body: text ? (JSON.parse(text) as Body) : null,
  }
}
