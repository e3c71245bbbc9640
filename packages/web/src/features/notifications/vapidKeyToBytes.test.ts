import { InvalidInputError } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { vapidKeyToBytes } from './vapidKeyToBytes'

/** base64url without padding, as VAPID keys are published (RFC 8292). */
function encode(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

describe('vapidKeyToBytes', () => {
  // Bytes chosen so that the text holds both base64url-only characters, '-' and '_'.
  const point = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 0x04 : (index * 37 + 251) % 256))

  it('decodes a base64url key to its 65 bytes', () => {
    const key = encode(point)
    expect(key).toMatch(/[-_]/)
    expect(key).toHaveLength(87)
    expect(vapidKeyToBytes(key)).toEqual(point)
  })

  it('refuses text that is not base64url, or not an uncompressed point', () => {
    expect(() => vapidKeyToBytes('not a key!')).toThrow(InvalidInputError)
    expect(() => vapidKeyToBytes(encode(point.slice(0, 33)))).toThrow('65 bytes')
    expect(() => vapidKeyToBytes(encode(Uint8Array.from(point, (byte, index) => (index === 0 ? 0x02 : byte))))).toThrow(
      InvalidInputError,
    )
  })
})
