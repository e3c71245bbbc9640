import { describe, expect, it } from 'vitest'
import { MalformedTraceError, parseCallTracerResult, parseParityTraces } from './parseTraces'

const A = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const B = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const C = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'

// One transaction: A calls B, B calls C (which reverts) and then DELEGATECALLs C.
const callTracer = {
  type: 'CALL',
  from: A,
  to: B,
  input: '0x01',
  calls: [
    { type: 'CALL', from: B, to: C, input: '0x02', error: 'execution reverted' },
    { type: 'DELEGATECALL', from: B, to: C, input: '0x03' },
  ],
}
const parity = [
  { type: 'call', action: { callType: 'call', from: A, to: B, input: '0x01' }, traceAddress: [] },
  { type: 'call', action: { callType: 'call', from: B, to: C, input: '0x02' }, error: 'Reverted', traceAddress: [0] },
  { type: 'call', action: { callType: 'delegatecall', from: B, to: C, input: '0x03' }, traceAddress: [1] },
]

describe('parseTraces', () => {
  it('reads both dialects into the same frames: call order, reverts, and the order calls finished', () => {
    const expected = [
      { type: 'CALL', input: '0x01', reverted: false, finishedAt: 2 },
      { type: 'CALL', input: '0x02', reverted: true, finishedAt: 0 },
      { type: 'DELEGATECALL', input: '0x03', reverted: false, finishedAt: 1 },
    ]
    for (const frames of [parseCallTracerResult(callTracer), parseParityTraces(parity)]) {
      expect(frames.map(({ type, input, reverted, finishedAt }) => ({ type, input, reverted, finishedAt }))).toEqual(
        expected,
      )
      expect(frames[1]!.from).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
    }
  })

  it('marks the calls under a reverted call as reverted too', () => {
    const frames = parseCallTracerResult({
      ...callTracer,
      error: 'out of gas',
    })
    expect(frames.every((frame) => frame.reverted)).toBe(true)
  })

  it.each([
    ['null', null],
    ['a string', 'trace'],
    ['a call without a sender', { type: 'CALL', to: B }],
    ['calls that are not a list', { type: 'CALL', from: A, calls: 'x' }],
  ])('refuses a callTracer answer that is %s', (_, value) => {
    expect(() => parseCallTracerResult(value)).toThrow(MalformedTraceError)
  })

  it.each([
    ['an object', { type: 'call' }],
    ['a call whose caller is missing', [{ type: 'call', action: { from: A }, traceAddress: [3] }]],
  ])('refuses a trace_transaction answer that is %s', (_, value) => {
    expect(() => parseParityTraces(value)).toThrow(MalformedTraceError)
  })
})
