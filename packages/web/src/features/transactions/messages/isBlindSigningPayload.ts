import { decodeHexText } from './decodeHexText'

/**
 * Whether a message to sign is a bare 32-byte hash ("blind signing"): the owner cannot tell what it stands for, and a
 * hostile app can pass off the hash of anything (a Safe transaction of another Safe, a permit) as a harmless message.
 * Such requests are refused unless the user turned blind signing on in Settings (docs/safe-apps-bridge.md §5). 32
 * bytes that are readable UTF-8 text are not a hash: wallet libraries hex-encode `personal_sign` text, and a
 * 32-character text would otherwise look like one (no one can make a chosen hash come out as readable text).
 */
export function isBlindSigningPayload(message: string): boolean {
  return /^0x[0-9a-fA-F]{64}$/.test(message) && decodeHexText(message) === undefined
}
