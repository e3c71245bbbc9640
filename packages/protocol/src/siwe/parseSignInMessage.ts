import { BaseError, getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import type { SignInMessage } from './SignInMessage'
import { SiweMessageRejectedError } from './SiweMessageRejectedError'

/** Longest message accepted: EIP-4361 asks relying parties to bound field lengths against denial of service. */
export const MAX_SIGN_IN_MESSAGE_LENGTH = 8192

const DATE_FIELDS = [
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
] as const

const DATE_LINE = /^(Issued At|Expiration Time|Not Before): (.*)$/gm

function malformed(message: string, cause?: unknown): SiweMessageRejectedError {
  return new SiweMessageRejectedError('MALFORMED', message, cause === undefined ? {} : { cause })
}

/** Rewrites each date line as `toISOString()` does, so RFC 3339 spellings of the same instant compare equal. */
function normalizeDateLines(text: string): string {
  return text.replace(DATE_LINE, (line, label: string, value: string) => {
    const time = Date.parse(value)
    return Number.isNaN(time) ? line : `${label}: ${new Date(time).toISOString()}`
  })
}

/**
 * Parses a Sign-In with Ethereum message strictly. viem's `parseSiweMessage` is a lenient regex reader (it ignores
 * text it does not recognise), so the result is re-serialised with `createSiweMessage` and must give back the exact
 * text, up to the spelling of RFC 3339 dates: what the wallet showed is then exactly what the fields say.
 * @throws {SiweMessageRejectedError} reason `MALFORMED`, naming the first problem found.
 */
export function parseSignInMessage(text: string): SignInMessage {
  if (text.length > MAX_SIGN_IN_MESSAGE_LENGTH)
    throw malformed(`Message is longer than ${MAX_SIGN_IN_MESSAGE_LENGTH} characters`)
  const fields = parseSiweMessage(text)
  const { address, domain, uri, chainId, nonce, issuedAt } = fields
  const version: string | undefined = fields.version
  if (!domain || !address)
    throw malformed(
      'Message does not start with "<domain> wants you to sign in with your Ethereum account:" and an address',
    )
  if (!uri || version === undefined || chainId === undefined || !nonce || !issuedAt)
    throw malformed('Message lacks one of the URI, Version, Chain ID, Nonce and Issued At lines')
  if (version !== '1') throw malformed(`Message version must be 1, not ${version}`)
  if (!Number.isSafeInteger(chainId) || chainId < 1)
    throw malformed('Message chain ID must be a positive EIP-155 chain id')
  for (const [key, label] of DATE_FIELDS) {
    const date = fields[key]
    if (date && Number.isNaN(date.getTime())) throw malformed(`Message ${label} is not an RFC 3339 date-time`)
  }
  // EIP-4361: the address is EIP-55 checksummed; a lower-case one is not what a conforming wallet displays.
  if (address !== getAddress(address)) throw malformed('Message address must be EIP-55 checksummed')

  const message: SignInMessage = { ...fields, address, domain, uri, chainId, nonce, issuedAt, version: '1' }
  let canonical: string
  try {
    canonical = createSiweMessage(message)
  } catch (cause) {
    const reason = cause instanceof BaseError ? cause.shortMessage : 'a field is invalid'
    throw malformed(`Message is not valid EIP-4361: ${reason}`, cause)
  }
  if (normalizeDateLines(text) !== canonical)
    throw malformed('Message does not follow the EIP-4361 layout (unexpected, missing or reordered lines)')
  return message
}
