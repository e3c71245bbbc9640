import { decodeOfflineSafeTx, encodeOfflineSafeTx, type OfflineSafeTx, OfflineSafeTxError } from '@strongroom/protocol'

/** The fragment key of an export link: `#tx=<base64url JSON>` (docs/offline-signing.md §2). */
const FRAGMENT_KEY = 'tx='

/**
 * The export as a URL fragment (`tx=` and base64url of its compact JSON, docs/offline-signing.md §2): the part of a
 * link after `#`, which browsers never send to a server.
 */
export function toOfflineSafeTxFragment(value: OfflineSafeTx): string {
  const bytes = new TextEncoder().encode(encodeOfflineSafeTx(value, { indent: 0 }))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return FRAGMENT_KEY + btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/**
 * Reads what an owner hands the import screen: an export file's text, a link to the import screen, or the link's
 * fragment alone. Whatever it is, it ends in protocol's `decodeOfflineSafeTx` (size, schema, hash).
 * @throws {OfflineSafeTxError} with the sentence to show.
 */
export function readOfflineSafeTxInput(input: string): OfflineSafeTx {
  const text = input.trim()
  if (text === '') throw new OfflineSafeTxError('Choose an export file or paste an export link first.')
  if (text.startsWith('{')) return decodeOfflineSafeTx(text)
  const hashAt = text.indexOf('#')
  const fragment = hashAt >= 0 ? text.slice(hashAt + 1) : text
  if (!fragment.startsWith(FRAGMENT_KEY))
    throw new OfflineSafeTxError(
      hashAt >= 0 || /^https?:/i.test(text)
        ? 'This link holds no transaction: an export link ends in “#tx=” followed by the transaction.'
        : 'This is neither an export file nor an export link.',
    )
  return decodeOfflineSafeTx(fromBase64Url(fragment.slice(FRAGMENT_KEY.length)))
}

function fromBase64Url(payload: string): string {
  // A link cut short or retyped: say so rather than decode a part of it.
  if (!/^[A-Za-z0-9_-]*$/.test(payload) || payload.length % 4 === 1)
    throw new OfflineSafeTxError('This export link is damaged: it was probably cut short or changed when copied.')
  let binary: string
  try {
    binary = atob(payload.replaceAll('-', '+').replaceAll('_', '/'))
  } catch (cause) {
    throw new OfflineSafeTxError('This export link is damaged: it was probably cut short or changed when copied.', {
      cause,
    })
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch (cause) {
    throw new OfflineSafeTxError('This export link is damaged: it was probably cut short or changed when copied.', {
      cause,
    })
  }
}
