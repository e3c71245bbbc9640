import { z } from 'zod/mini'
import { SafeAppManifestError } from './SafeAppManifestError'

/** How long a custom app's manifest may take to arrive. */
export const MANIFEST_TIMEOUT_MS = 5_000
/** A manifest larger than this is not read. */
export const MANIFEST_MAX_BYTES = 64 * 1024

/** What the apps list shows of a custom app, read from its `manifest.json`. */
export interface SafeAppManifest {
  /** The app's URL as entered, normalised (no query, no fragment, a trailing slash). */
  url: string
  name: string
  description: string
  /** Absolute http(s) URL of its icon, if it names one. */
  iconUrl: string | undefined
}

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))

// The web app manifest fields Safe Apps use; `iconPath` is the older Safe Apps form of an icon.
const manifestSchema = z.object({
  name: text(100),
  description: text(500),
  icons: z.optional(z.array(z.object({ src: z.string().check(z.maxLength(2000)) }))),
  iconPath: z.optional(z.string().check(z.maxLength(2000))),
})

/** The URL of an app as the user typed it, checked: http(s) only, http only for loopback addresses. */
export function normaliseSafeAppUrl(input: string): URL {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    throw new SafeAppManifestError('Enter the app’s full web address, starting with https://.')
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new SafeAppManifestError('Safe Apps must be served over https:// (http:// only on this computer).')
  if (url.username || url.password) throw new SafeAppManifestError('The app’s address must not contain a password.')
  url.search = ''
  url.hash = ''
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  return url
}

/**
 * Reads a custom Safe App's `manifest.json` next to its URL, with a timeout and a size cap: name and description
 * are required, an icon is optional (`icons[0].src` or `iconPath`, resolved against the app, http(s) only). Every
 * failure is a {@link SafeAppManifestError} whose sentence names the app's address and what to check.
 */
export async function fetchSafeAppManifest(
  input: string,
  fetcher: typeof fetch = fetch,
  signal?: AbortSignal,
): Promise<SafeAppManifest> {
  const url = normaliseSafeAppUrl(input)
  const where = url.origin
  const timeout = AbortSignal.timeout(MANIFEST_TIMEOUT_MS)
  let body: string
  try {
    const response = await fetcher(new URL('manifest.json', url), {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'omit',
      redirect: 'follow',
    })
    if (!response.ok)
      throw new SafeAppManifestError(`${where} has no Safe App manifest (manifest.json) at this address.`)
    const read = await readAtMost(response, MANIFEST_MAX_BYTES)
    if (read.truncated) throw new SafeAppManifestError(`${where} sent a manifest too large to be a Safe App's.`)
    body = read.text
  } catch (error) {
    if (error instanceof SafeAppManifestError) throw error
    if (timeout.aborted)
      throw new SafeAppManifestError(`${where} did not answer within ${MANIFEST_TIMEOUT_MS / 1000} seconds.`, {
        cause: error,
      })
    if (signal?.aborted) throw error
    throw new SafeAppManifestError(
      `${where} could not be reached, or it does not let other sites read its manifest (CORS). Check the address.`,
      { cause: error },
    )
  }
  let parsed: z.infer<typeof manifestSchema>
  try {
    parsed = manifestSchema.parse(JSON.parse(body))
  } catch (error) {
    throw new SafeAppManifestError(`${where}'s manifest.json lacks a name or a description, so it is not a Safe App.`, {
      cause: error,
    })
  }
  return { url: url.href, name: parsed.name, description: parsed.description, iconUrl: iconOf(parsed, url) }
}

/** The body as text if it holds at most `limit` bytes; reading stops past it, so an endless body costs nothing. */
async function readAtMost(response: Response, limit: number): Promise<{ text: string; truncated: boolean }> {
  const reader = response.body?.getReader()
  if (!reader) return { text: '', truncated: false }
  const chunks: Uint8Array[] = []
  let length = 0
  while (length <= limit) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.byteLength
  }
  await reader.cancel().catch(() => {})
  const bytes = new Uint8Array(length)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { text: new TextDecoder().decode(bytes), truncated: length > limit }
}

function iconOf(manifest: z.infer<typeof manifestSchema>, base: URL): string | undefined {
  const src = manifest.icons?.[0]?.src ?? manifest.iconPath
  if (!src) return undefined
  try {
    const icon = new URL(src, base)
    return icon.protocol === 'https:' || icon.protocol === 'http:' ? icon.href : undefined
  } catch {
    return undefined
  }
}
