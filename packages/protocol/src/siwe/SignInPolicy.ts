/** What a relying party accepts in a Sign-In with Ethereum message (EIP-4361 server-side checks). */
export type SignInPolicy = {
  /**
   * Web origins whose pages may ask users to sign in, as `parseSignInOrigin` returns them. A message's
   * `scheme://domain` must equal one of them and its URI must lie on that origin.
   */
  allowedOrigins: readonly string[]
  /** EIP-155 ids of the chains whose accounts may sign in (contract accounts are checked on that chain). */
  chainIds: readonly number[]
  /** Tolerated difference between the wallet's and our clocks, applied to `Issued At` and `Not Before`. */
  clockSkewMs: number
  /** Oldest `Issued At` accepted, even when the message has no `Expiration Time`. */
  maxAgeMs: number
}
