import { canonicalAddresses, encodeMultiSend, parentApprovalCall } from '@strongroom/protocol'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { OWNERS, SAFE_ADDRESS } from '../../../testing/gatewayFixtures'
import { counterpartiesOf } from './counterpartiesOf'
import { decodeCall } from './decodeCall'

const safe = getAddress(SAFE_ADDRESS)
const token = getAddress('0xE378D7Ab0903E5C086525A90E2648090226D6C64')
const payee = getAddress(OWNERS[2])

describe('counterpartiesOf', () => {
  it('names the recipient of an ERC-20 transfer and the token, inside a batch too', () => {
    const transfer = {
      to: token,
      value: 0n,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, 5n] }),
      operation: 0 as const,
    }
    expect(counterpartiesOf(decodeCall(safe, transfer))).toEqual([token, payee])
    const batch = {
      to: canonicalAddresses.multiSendCallOnly,
      value: 0n,
      data: encodeMultiSend([transfer, { to: OWNERS[1], value: 1n, data: '0x', operation: 0 }]),
      operation: 1 as const,
    }
    expect(counterpartiesOf(decodeCall(safe, batch))).toEqual([token, payee, getAddress(OWNERS[1])])
  })

  it('names the nested Safe a parent’s approval calls', () => {
    const call = { ...parentApprovalCall({ child: payee, safeTxHash: `0x${'cd'.repeat(32)}` }), operation: 0 as const }
    expect(counterpartiesOf(decodeCall(safe, call))).toEqual([payee])
  })
})
