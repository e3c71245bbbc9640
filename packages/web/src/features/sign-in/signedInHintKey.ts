/**
 * localStorage key of the account that last signed in on `gatewayUrl` in this browser: a hint that a session cookie
 * may exist, so the session is looked up only then (the cookie itself is HttpOnly and cannot be seen from here).
 */
export function signedInHintKey(gatewayUrl: string): string {
  return `strongroom.signedIn.${gatewayUrl}`
}
