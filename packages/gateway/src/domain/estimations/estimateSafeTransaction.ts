import type { SafeTxGasEstimation, SafeTxGasEstimationRequest } from '@strongroom/protocol'
import { type Address, BaseError, CallExecutionError, getAddress, type Hex } from 'viem'
import { requireChain } from '../chains/requireChain'
import { RuleViolationError } from '../errors/RuleViolationError'
import type { GatewayContext } from '../GatewayContext'
import { loadRecommendedNonce } from '../safes/loadRecommendedNonce'
import { readSafeOnChain } from '../safes/readSafeOnChain'
import { simulateSafeTxGas } from './simulateSafeTxGas'

/**
 * Added to the simulated gas, as the transaction service does for the v1.3+/1.4.1 simulation path: 1,000 for the
 * proxy's delegatecall plus a 35,000 margin for the 63/64 rule on nested calls (docs/indexing.md §5).
 */
const SAFE_TX_GAS_MARGIN = 36_000n

/**
 * `POST /v2/chains/{chainId}/safes/{safe}/multisig-transactions/estimations` (docs/gateway-api.md §4.11): nonces as in
 * `/nonces`, plus `safeTxGas`. On chains with the `SAFE_TX_GAS_OPTIONAL` feature the answer is "0", as the transaction
 * service answers on L2 deployments: with gasPrice 0 a Safe 1.4.1 then gives the call all remaining gas and reverts the
 * whole transaction if it fails (GS013), which is what wallets want. Elsewhere the call is simulated through
 * SimulateTxAccessor and a call that fails is refused.
 * @throws {ChainNotServedError} / {SafeNotFoundError}
 * @throws {RuleViolationError} when the simulated call fails.
 */
export async function estimateSafeTransaction(
  { db, chains }: GatewayContext,
  { chainId, safe, request }: { chainId: string; safe: Address; request: SafeTxGasEstimationRequest },
): Promise<SafeTxGasEstimation> {
  const chain = requireChain(chains, chainId)
  const state = await readSafeOnChain({ client: chain.client, chainId, address: safe })
  const recommendedNonce = await loadRecommendedNonce(db, { chainId, safe, safeNonce: state.nonce })
  const nonces = { currentNonce: Number(state.nonce), recommendedNonce: Number(recommendedNonce) }
  if (chain.config.features.includes('SAFE_TX_GAS_OPTIONAL')) return { ...nonces, safeTxGas: '0' }

  const call = {
    to: getAddress(request.to),
    value: BigInt(request.value),
    data: (request.data ?? '0x').toLowerCase() as Hex,
    operation: request.operation ?? 0,
  }
  let simulation: Awaited<ReturnType<typeof simulateSafeTxGas>>
  try {
    simulation = await simulateSafeTxGas({ client: chain.client, safe, call })
  } catch (error) {
    // The handler itself reverted (e.g. a Safe without the CompatibilityFallbackHandler): no estimate to give.
    if (error instanceof BaseError && error.walk((cause) => cause instanceof CallExecutionError))
      throw new RuleViolationError('The transaction cannot be simulated on this Safe', { cause: error })
    throw error
  }
  if (!simulation.success)
    throw new RuleViolationError('The transaction fails when simulated from the Safe', {
      details: { returnData: simulation.returnData },
    })
  return { ...nonces, safeTxGas: (simulation.estimate + SAFE_TX_GAS_MARGIN).toString() }
}
