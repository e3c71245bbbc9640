/** One message of a `text/event-stream` (WHATWG HTML §9.2 "Server-sent events"). */
export type ServerSentEvent = { id?: string | number; event?: string; data?: string; retry?: number; comment?: string }

/**
 * The wire text of one SSE message, blank-line terminated. Multi-line data becomes several `data:` lines (the client
 * joins them with newlines); ids, names and comments must be single lines, which every caller here guarantees.
 */
export function formatServerSentEvent({ id, event, data, retry, comment }: ServerSentEvent): string {
  const lines: string[] = []
  if (comment !== undefined) lines.push(`: ${comment}`)
  if (retry !== undefined) lines.push(`retry: ${retry}`)
  if (id !== undefined) lines.push(`id: ${id}`)
  if (event !== undefined) lines.push(`event: ${event}`)
  if (data !== undefined) for (const line of data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`)
  return `${lines.join('\n')}\n\n`
}
