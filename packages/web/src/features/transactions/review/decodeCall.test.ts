import { createSafeTx, encodeExecTransaction, encodeMultiSend, parentApprovalCall } from '@strongroom/protocol'
import { describe, expect, it } from 'vitest'
import { decodeCall } from './decodeCall'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('decodeCall', () => {
  it.each([
    ['1.4.1 MultiSendCallOnly', '0x9641d764fc13c8B624c04430C7356C1C7C8102e2'],
    ['1.3.0 MultiSendCallOnly', '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D'],
    ['1.3.0 eip155 MultiSend', '0x998739BFdAAdde7C933B942a68053933098f9EDa'],
    ['1.5.0 MultiSendCallOnly', '0xA83c336B20401Af773B6219BA5027174338D1836'],
  ] as const)('reads a DELEGATE call to %s as a batch', (_, to) => {
    const data = encodeMultiSend([{ to: TO, value: 5n, data: '0x', operation: 0 }])
    expect(decodeCall(SAFE, { to, value: 0n, data, operation: 1 })).toEqual({
      kind: 'batch',
      to,
      actions: [
        { call: { to: TO, value: 5n, data: '0x', operation: 0 }, decoded: { kind: 'transfer', to: TO, value: 5n } },
      ],
    })
  })

  it('reads approveHash on another Safe as that Safe’s confirmation, and on itself or with value as a contract call', () => {
    const hash = `0x${'ab'.repeat(32)}` as const
    const call = { ...parentApprovalCall({ child: TO, safeTxHash: hash }), operation: 0 as const }
    expect(decodeCall(SAFE, call)).toEqual({ kind: 'parent-approval', child: TO, safeTxHash: hash })
    expect(decodeCall(SAFE, { ...call, to: SAFE })).toMatchObject({ kind: 'contract' })
    expect(decodeCall(SAFE, { ...call, value: 1n })).toMatchObject({ kind: 'contract' })
  })

  it('reads execTransaction on another Safe as the execution of that Safe’s transaction, its call decoded in turn', () => {
    const inner = createSafeTx({ to: SAFE, value: 7n, nonce: 4n })
    const data = encodeExecTransaction({ tx: inner, signatures: `0x${'00'.repeat(65)}` })
    expect(decodeCall(SAFE, { to: TO, value: 0n, data, operation: 0 })).toEqual({
      kind: 'nested-execution',
      child: TO,
      call: { to: SAFE, value: 7n, data: '0x', operation: 0 },
      decoded: { kind: 'transfer', to: SAFE, value: 7n },
    })
    expect(decodeCall(SAFE, { to: TO, value: 0n, data, operation: 1 })).toMatchObject({ kind: 'contract' })
  })
})
