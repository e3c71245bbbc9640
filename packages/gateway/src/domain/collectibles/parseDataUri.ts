import { MetadataUnavailableError } from './MetadataUnavailableError'

/**
 * The bytes of an RFC 2397 `data:` URI: `data:[<media type>][;base64],<data>`. Non-base64 data is percent-decoded
 * when it is valid percent-encoding and taken verbatim otherwise, because many contracts paste raw JSON after
 * `data:application/json;utf8,` (the WHATWG URL parser would cut such JSON at its first `#`).
 * @throws {MetadataUnavailableError} ('unsupported-uri') for anything else.
 */
export function parseDataUri(uri: string): { mediaType: string; body: Buffer } {
  const comma = uri.indexOf(',')
  if (!/^data:/i.test(uri) || comma < 0)
    throw new MetadataUnavailableError('unsupported-uri', 'Not a data: URI.', { details: { prefix: uri.slice(0, 32) } })
  const parameters = uri.slice(5, comma).split(';')
  const base64 = parameters.at(-1)?.trim().toLowerCase() === 'base64'
  if (base64) parameters.pop()
  const mediaType = parameters[0]?.trim().toLowerCase() || 'text/plain'
  const data = uri.slice(comma + 1)
  if (base64) return { mediaType, body: Buffer.from(decodePercent(data), 'base64') }
  return { mediaType, body: Buffer.from(decodePercent(data), 'utf8') }
}

function decodePercent(data: string): string {
  try {
    return decodeURIComponent(data)
  } catch {
    return data
  }
}
