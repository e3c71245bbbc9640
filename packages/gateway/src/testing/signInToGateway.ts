import { createSignInMessage, StrongroomError } from '@strongroom/protocol'
import type { Address, Hex } from 'viem'

/** The web app origin the default gateway config allows to sign in (config.ts DEFAULT_SIGN_IN_ORIGINS). */
export const TEST_SIGN_IN_ORIGIN = 'http://localhost:5173'

/**
 * Signs in to a running gateway through its real endpoints (`GET /v1/auth/nonce`, `POST /v1/auth/verify`) and returns
 * the session cookie pair (`name=value`) a browser would send back.
 */
export async function signInToGateway(
  gatewayUrl: string,
  { address, chainId, sign }: { address: Address; chainId: number; sign: (message: string) => Promise<Hex> },
): Promise<string> {
  const { nonce } = (await (await fetch(`${gatewayUrl}/v1/auth/nonce`)).json()) as { nonce: string }
  const message = createSignInMessage({ origin: TEST_SIGN_IN_ORIGIN, chainId, address, nonce, issuedAt: new Date() })
  const response = await fetch(`${gatewayUrl}/v1/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await sign(message) }),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 200 || !cookie)
    throw new StrongroomError(`Sign-in failed with ${response.status}.`, { details: { body: await response.text() } })
  return cookie
}
