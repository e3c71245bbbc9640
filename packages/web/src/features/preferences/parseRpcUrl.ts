import { InvalidInputError } from '@strongroom/protocol'

const PROTOCOLS = ['http:', 'https:', 'ws:', 'wss:']

/**
 * Checks a user-entered JSON-RPC endpoint: an absolute http(s):// or ws(s):// URL without credentials (they would be
 * stored in plain text and sent with every request). Returns it trimmed.
 * @throws {InvalidInputError} saying what is wrong.
 */
export function parseRpcUrl(input: string): string {
  const value = input.trim()
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InvalidInputError('Enter a full URL such as https://rpc.example.org or wss://rpc.example.org/ws.', {
      details: { value },
    })
  }
  if (!PROTOCOLS.includes(url.protocol)) {
    throw new InvalidInputError('The RPC URL must start with http://, https://, ws:// or wss://.', {
      details: { value },
    })
  }
  if (url.username || url.password) {
    throw new InvalidInputError('The RPC URL must not contain a user name or password.', { details: { value } })
  }
  return value
}
