import type { SafeTxCall } from '@strongroom/protocol'
import { signMessageLibAbi, trustedDelegateCallTargets } from '@strongroom/protocol'
import { encodeFunctionData, type Hash } from 'viem'

/**
 * The call that signs a message on-chain: a DELEGATECALL to the canonical SignMessageLib (one of protocol's
 * `trustedDelegateCallTargets`) with `signMessage(contentHash)`. Run in the Safe's context, it stores the SafeMessage
 * hash of those 32 bytes as signed, after which `isValidSignature` accepts the message with an empty signature
 * (docs/safe-apps-bridge.md §5.1).
 */
export function buildSignMessageLibCall(contentHash: Hash): SafeTxCall {
  return {
    to: trustedDelegateCallTargets.signMessageLib,
    value: 0n,
    data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [contentHash] }),
    operation: 1,
  }
}
