import type { SafeInfo } from '@strongroom/protocol'
import type { Address } from 'viem'
import type { GatewayRequest } from '../../lib/gateway/fetchGateway'
import { GatewayError } from '../../lib/gateway/GatewayError'
import { getSafeInfo } from '../../lib/gateway/getSafeInfo'
import { SafeIndexingTimeoutError } from './SafeIndexingTimeoutError'

/**
 * Asks the gateway for a freshly deployed Safe until it answers with its SafeInfo. A 404 (not indexed yet) or a
 * gateway that is briefly unreachable means "ask again"; any other failure ends the wait.
 * @throws {SafeIndexingTimeoutError} after `timeoutMs` without the Safe.
 */
export async function waitForSafeIndexed(
  request: GatewayRequest & { chainId: number; address: Address; intervalMs?: number; timeoutMs?: number },
): Promise<SafeInfo> {
  const { intervalMs = 500, timeoutMs = 120_000, signal } = request
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await getSafeInfo(request)
    } catch (error) {
      const retryable = error instanceof GatewayError && (error.isNotFound || error.failure === 'unreachable')
      if (!retryable) throw error
    }
    if (Date.now() + intervalMs > deadline)
      throw new SafeIndexingTimeoutError(
        'The Safe is deployed, but the gateway has not indexed it yet. Open it from the Safe list in a moment.',
        { details: { address: request.address } },
      )
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, intervalMs)
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          reject(signal.reason)
        },
        { once: true },
      )
    })
  }
}
