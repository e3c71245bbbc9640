import { BaseError } from 'viem'

/**
 * One line for an error the app shows: the SDK's or provider's own sentence (viem wraps provider errors; its
 * `details` is the provider's text), with the EIP-1193 / permissions code when there is one (4001 for "Permissions
 * rejected").
 */
export function describeError(error: unknown): string {
  if (error instanceof BaseError) return error.details || error.shortMessage
  const message = error instanceof Error ? error.message : String(error)
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
  return typeof code === 'number' ? `${message} (code ${code})` : message
}
