import {
  canonicalAddresses,
  createSafeTxFromCalls,
  hashSafeMessageContent,
  signMessageLibAbi,
} from '@strongroom/protocol'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildSignMessageLibCall } from './buildSignMessageLibCall'

describe('buildSignMessageLibCall', () => {
  it('delegates to the canonical SignMessageLib with the content hash, and makes a Safe transaction on its own', () => {
    const contentHash = hashSafeMessageContent('Hello, Safe!')
    const call = buildSignMessageLibCall(contentHash)
    expect(call.to).toBe(canonicalAddresses.signMessageLib)
    expect(call.operation).toBe(1)
    expect(call.value).toBe(0n)
    expect(decodeFunctionData({ abi: signMessageLibAbi, data: call.data })).toEqual({
      functionName: 'signMessage',
      args: [contentHash],
    })
    // The shared core accepts it: a single DELEGATECALL to a trusted target.
    const tx = createSafeTxFromCalls({ calls: [call], nonce: 3n })
    expect(tx).toMatchObject({ to: canonicalAddresses.signMessageLib, operation: 1, data: call.data })
  })
})
