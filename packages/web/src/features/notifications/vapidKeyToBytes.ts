import { InvalidInputError } from '@strongroom/protocol'

/**
 * The bytes of a VAPID public key given base64url-encoded (RFC 8292 §3.2: an uncompressed P-256 point, 65 bytes
 * starting with 0x04), as `PushManager.subscribe` takes it for `applicationServerKey`.
 * @throws {InvalidInputError} for text that is not base64url or not such a point.
 */
export function vapidKeyToBytes(key: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(key)) throw new InvalidInputError('The VAPID public key is not base64url text.')
  const base64 = key.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
  if (bytes.length !== 65 || bytes[0] !== 0x04)
    throw new InvalidInputError('The VAPID public key is not an uncompressed P-256 public key (65 bytes).', {
      details: { length: bytes.length },
    })
  return bytes
}
