import { type FetchLimits, fetchWithLimits } from './fetchWithLimits'
import { MetadataUnavailableError } from './MetadataUnavailableError'
import { parseDataUri } from './parseDataUri'

/** How a tokenURI is turned into a document. */
export type MetadataLimits = FetchLimits & {
  /** Base URL `ipfs://<cid>/<path>` is mapped onto: `https://ipfs.io/ipfs/` gives `https://ipfs.io/ipfs/<cid>/<path>`. */
  ipfsGateway: string
}

/**
 * The ERC-721 metadata JSON object a tokenURI points at (EIP-721 "ERC721 Metadata JSON Schema"): `data:` URIs
 * (base64 or plain), `http(s)://` through {@link fetchWithLimits}, `ipfs://` through the configured gateway, and a
 * bare JSON object some contracts return instead of a URI. The same size limit applies to every form.
 * @throws {MetadataUnavailableError} when there is no JSON object to be had.
 */
export async function loadMetadataDocument(uri: string, limits: MetadataLimits): Promise<Record<string, unknown>> {
  const trimmed = uri.trim()
  let body: Buffer
  if (trimmed.startsWith('{')) body = Buffer.from(trimmed, 'utf8')
  else if (/^data:/i.test(trimmed)) body = parseDataUri(trimmed).body
  else if (/^https?:\/\//i.test(trimmed)) body = await fetchWithLimits(trimmed, limits)
  else if (/^ipfs:\/\//i.test(trimmed)) {
    const path = trimmed.replace(/^ipfs:\/\/(ipfs\/)?/i, '')
    body = await fetchWithLimits(new URL(path, limits.ipfsGateway.replace(/\/*$/, '/')).toString(), limits)
  } else
    throw new MetadataUnavailableError('unsupported-uri', 'The tokenURI scheme is not supported.', {
      details: { prefix: trimmed.slice(0, 32) },
    })
  if (body.length > limits.maxBytes)
    throw new MetadataUnavailableError('too-large', `The metadata is larger than ${limits.maxBytes} bytes.`)

  let document: unknown
  try {
    document = JSON.parse(body.toString('utf8'))
  } catch (cause) {
    throw new MetadataUnavailableError('invalid-json', 'The metadata is not JSON.', { cause })
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new MetadataUnavailableError('invalid-json', 'The metadata is not a JSON object.')
  return document as Record<string, unknown>
}
