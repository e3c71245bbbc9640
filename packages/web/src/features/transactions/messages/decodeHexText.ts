import { hexToBytes, isHex } from 'viem'

/**
 * Control (C0, C1) and format characters (direction overrides and isolates, zero-width characters, BOM): text that
 * holds them can show something else than it says. Tab, line feed and carriage return are taken out first.
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}]/u

/**
 * The text a `0x` message stands for, when its bytes are valid UTF-8 that a person can read. Wallet libraries send
 * `personal_sign` text hex-encoded (viem does), and the Safe Apps SDK hands that string on as it is: the Safe signs the
 * hex string itself (docs/safe-apps-bridge.md §5), but the owner should see what it says. Undefined for anything else:
 * not hex, odd length, invalid UTF-8, control or direction-changing characters, or nothing but spaces.
 */
export function decodeHexText(message: string): string | undefined {
  if (message.length < 4 || message.length % 2 !== 0 || !isHex(message, { strict: true })) return undefined
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message as `0x${string}`))
  } catch {
    return undefined
  }
  if (UNPRINTABLE.test(text.replace(/[\t\n\r]/g, '')) || text.trim() === '') return undefined
  return text
}
