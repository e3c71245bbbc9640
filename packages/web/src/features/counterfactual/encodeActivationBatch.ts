import {
  canonicalAddresses,
  encodeExecTransaction,
  encodeMultiSend,
  encodeSafeSetup,
  type SafeTx,
  safeProxyFactoryAbi,
} from '@strongroom/protocol'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import type { UndeployedSafe } from '../safes'

/**
 * The one chain transaction that activates an undeployed Safe with its first transaction: a MultiSendCallOnly batch
 * of `createProxyWithNonce(SafeL2 1.4.1, setup, saltNonce)` on the canonical factory, then the new Safe's
 * `execTransaction(tx, signatures)` (as Safe{Wallet} does for a counterfactual Safe's first transaction). MultiSendCallOnly
 * only CALLs, so the sender of each call is the batch contract, which the Safe does not care about: the signatures
 * are what authorise `tx`. If either call fails the whole batch reverts and nothing is deployed.
 */
export function encodeActivationBatch(
  safe: UndeployedSafe,
  { tx, signatures }: { tx: SafeTx; signatures: Hex },
): { to: Address; data: Hex } {
  const deploy = encodeFunctionData({
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [canonicalAddresses.safeL2, encodeSafeSetup(safe), BigInt(safe.saltNonce)],
  })
  return {
    to: canonicalAddresses.multiSendCallOnly,
    data: encodeMultiSend([
      { operation: 0, to: canonicalAddresses.safeProxyFactory, value: 0n, data: deploy },
      { operation: 0, to: safe.address, value: 0n, data: encodeExecTransaction({ tx, signatures }) },
    ]),
  }
}
