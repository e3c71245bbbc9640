/**
 * The hourly counter delegate signatures commit to: `floor(unix seconds / 3600)` (transaction service `calculate_totp`).
 * It makes a signature expire within two hours without a server nonce.
 */
export function getDelegateTotp(now: Date): bigint {
  return BigInt(Math.floor(now.getTime() / 1000 / 3600))
}
