import { canonicalAddresses, compatibilityFallbackHandlerAbi, simulateTxAccessorAbi } from '@strongroom/protocol'
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type PublicClient,
  parseAbiParameters,
} from 'viem'
import type { SafeCall } from '../transactions/map/SafeCall'

/** What SimulateTxAccessor.simulate measures for a call made by the Safe. */
export type SimulationResult = { estimate: bigint; success: boolean; returnData: Hex }

const SIMULATION_OUTPUT = parseAbiParameters('uint256 estimate, bool success, bytes returnData')

/**
 * Runs `call` as the Safe would, without a signature (docs/indexing.md §5): an `eth_call` on the Safe of the
 * CompatibilityFallbackHandler's `simulate(SimulateTxAccessor, accessor.simulate(to, value, data, operation))`. The
 * handler has the Safe `simulateAndRevert` a delegatecall into the accessor, catches the revert and returns the
 * accessor's return data `abi.encode(estimate, success, returnData)` as its `bytes response`.
 */
export async function simulateSafeTxGas({
  client,
  safe,
  call,
}: {
  client: PublicClient
  safe: Address
  call: SafeCall
}): Promise<SimulationResult> {
  const payload = encodeFunctionData({
    abi: simulateTxAccessorAbi,
    functionName: 'simulate',
    args: [call.to, call.value, call.data, call.operation],
  })
  const { data } = await client.call({
    to: safe,
    data: encodeFunctionData({
      abi: compatibilityFallbackHandlerAbi,
      functionName: 'simulate',
      args: [canonicalAddresses.simulateTxAccessor, payload],
    }),
  })
  const response = decodeFunctionResult({
    abi: compatibilityFallbackHandlerAbi,
    functionName: 'simulate',
    data: data ?? '0x',
  })
  const [estimate, success, returnData] = decodeAbiParameters(SIMULATION_OUTPUT, response)
  return { estimate, success, returnData }
}
